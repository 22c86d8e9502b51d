import type { Env } from '../../../env';
import { createFacebookVerifier } from './facebook-verifier';
import { createIdTokenVerifier } from './id-token-verifier';
import type { SocialVerifier } from './social-verifier';

/** Google and Apple by ID token against their JWKS; Facebook through the Graph API (all from env). */
export function createSocialVerifier(env: Env): SocialVerifier {
  const google = createIdTokenVerifier('google', {
    jwksUrl: env.GOOGLE_JWKS_URL,
    issuers: env.GOOGLE_ISSUERS,
  });
  const apple = createIdTokenVerifier('apple', {
    jwksUrl: env.APPLE_JWKS_URL,
    issuers: [env.APPLE_ISSUER],
  });
  const facebook = createFacebookVerifier({
    graphUrl: env.FACEBOOK_GRAPH_URL,
    appSecret: env.FACEBOOK_APP_SECRET,
  });
  return {
    verify(medium, token, audience) {
      if (medium === 'google') return google(token, audience);
      if (medium === 'apple') return apple(token, audience);
      return facebook(token);
    },
  };
}
