import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { createNotifier } from '../notifications/create-notifier';
import type { Notifier } from '../notifications/notifier';
import { createPhoneCodeProvider, type PhoneCodeProvider } from './phone-code-provider';
import { createSocialVerifier } from './social/create-social-verifier';
import type { SocialVerifier } from './social/social-verifier';

/** What the auth use cases need beyond the database: providers behind small interfaces. */
export type AuthDeps = AppDeps & {
  logger: FastifyBaseLogger;
  notifier: Notifier;
  social: SocialVerifier;
  phoneCodes: PhoneCodeProvider;
  limiter: AttemptLimiter;
};

/** One set per route group; the limiter is the app's, over counters every process shares. */
export function createAuthDeps(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  limiter: AttemptLimiter,
): AuthDeps {
  return {
    ...deps,
    logger,
    notifier: createNotifier(deps, logger),
    social: createSocialVerifier(deps.env),
    phoneCodes: createPhoneCodeProvider(deps.env),
    limiter,
  };
}

/** Who sent the request, for limits and the guest-cart merge. */
export type RequestOrigin = { ip: string; guestId: string | null };
