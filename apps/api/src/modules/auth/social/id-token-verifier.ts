import type { SocialMedium } from '@marketplace/contract/auth-fields';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import {
  expiredSocialToken,
  invalidSocialToken,
  providerUnreachable,
  type SocialIdentity,
} from './social-verifier';

export type IdTokenIssuer = { jwksUrl: string; issuers: string[] };

/** Google and Apple say `email_verified` as a boolean or as the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function identityOf(payload: JWTPayload): SocialIdentity {
  const email = typeof payload.email === 'string' ? payload.email : null;
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name : null;
  return {
    subject: String(payload.sub),
    email: email && isTrue(payload.email_verified) ? email : null,
    name,
  };
}

const UNREACHABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/**
 * Verifies OpenID Connect ID tokens (Google, Apple) against the issuer's published keys: the
 * signature (RS256/ES256), the issuer, the audience (our client id) and the expiry.
 */
export function createIdTokenVerifier(medium: SocialMedium, issuer: IdTokenIssuer) {
  const keys = createRemoteJWKSet(new URL(issuer.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async (token: string, audience: string): Promise<SocialIdentity> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: issuer.issuers,
        audience,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expiredSocialToken(medium);
      if (error instanceof errors.JOSEError && !UNREACHABLE.has(error.code)) {
        throw invalidSocialToken(medium);
      }
      // Fetching the keys failed (network, timeout, not JSON): the provider, not the token.
      throw providerUnreachable(medium, error);
    }
  };
}
