import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { ManualLoginBodySchema } from '@marketplace/contract/auth-login';
import { INVALID_CREDENTIALS_MESSAGE } from '@marketplace/contract/auth-messages';
import { classifyContact } from '@marketplace/domain/validation/contact-kind';
import type { z } from 'zod';
import { getBusinessSettings } from '../settings/settings.cache';
import { UnauthorizedError } from './access-tokens';
import { findUserByEmail, findUserByPhone } from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import { normalizeEmail, normalizePhone } from './contact';
import { finishSignIn } from './finish-sign-in';
import { assertLoginTypeEnabled } from './login-availability';
import { verifyPassword } from './password-hash';

/**
 * POST /auth/login, login_type manual. A wrong identifier and a wrong password get the same
 * 401 in the same time; requests per IP and failures per identifier are limited. The failure is
 * counted before the password is checked and given back when it was right, so parallel guesses
 * on any number of API processes reach the hash check at most `max` times per window.
 */
export async function loginManually(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof ManualLoginBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  assertLoginTypeEnabled(settings, 'manual');
  await deps.limiter.hit(AUTH_LIMITS.loginPerIp, origin.ip);

  const isEmail = classifyContact(body.email_or_phone) === 'email';
  const identifier = isEmail
    ? normalizeEmail(body.email_or_phone)
    : normalizePhone(body.email_or_phone);
  await deps.limiter.hit(AUTH_LIMITS.loginFailuresPerAccount, identifier);

  const user = isEmail
    ? await findUserByEmail(deps.db, identifier)
    : await findUserByPhone(deps.db, identifier);
  const isMatch = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !isMatch) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  await deps.limiter.giveBack(AUTH_LIMITS.loginFailuresPerAccount, identifier);
  return finishSignIn(deps, settings, user, { loginType: 'manual', guestId: origin.guestId });
}
