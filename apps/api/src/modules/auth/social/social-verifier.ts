import type { SocialMedium } from '@marketplace/contract/auth-fields';
import { AppError, ServiceUnavailableError } from '../../../errors/app-error';

/** Who the provider says signed in. `email` only when the provider vouches for it. */
export type SocialIdentity = { subject: string; email: string | null; name: string | null };

/** Checks a provider token: an ID token's signature, issuer, audience and expiry, or a Graph token. */
export interface SocialVerifier {
  verify(medium: SocialMedium, token: string, audience: string): Promise<SocialIdentity>;
}

export const PROVIDER_NAMES: Record<SocialMedium, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** 401: the token is forged, for another app, from another issuer, or expired. */
export class SocialTokenError extends AppError {
  constructor(message: string) {
    super(401, 'auth-001', message);
  }
}

export function invalidSocialToken(medium: SocialMedium): SocialTokenError {
  return new SocialTokenError(`We could not verify your ${PROVIDER_NAMES[medium]} sign-in.`);
}

export function expiredSocialToken(medium: SocialMedium): SocialTokenError {
  return new SocialTokenError(
    `Your ${PROVIDER_NAMES[medium]} sign-in has expired. Please sign in again.`,
  );
}

/** 503: the provider (its keys or Graph API) could not be reached; not the customer's fault. */
export function providerUnreachable(medium: SocialMedium, detail: unknown) {
  return new ServiceUnavailableError(
    'social',
    `${PROVIDER_NAMES[medium]} sign-in is not reachable right now. Please try again later.`,
    detail,
  );
}
