import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { SignUpBodySchema } from '@marketplace/contract/auth-login';
import { splitFullName } from '@marketplace/domain/auth/personal-info';
import type { z } from 'zod';
import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { ValidationError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { findUserByEmail, findUserByPhone, findUserByRefCode, insertUser } from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import { generateRefCode, normalizePhone } from './contact';
import { finishSignIn } from './finish-sign-in';
import { assertLoginTypeEnabled } from './login-availability';
import { hashPassword } from './password-hash';
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE, rethrowContactTaken } from './unique-violation';

export const REF_CODE_INVALID_MESSAGE = 'The referral code is not valid.';

/** Spec 01 §5: the referral code counts only when wallet and referral earning are both on. */
export async function resolveReferrer(
  db: Database,
  settings: BusinessSettings,
  refCode: string | undefined,
): Promise<number | null> {
  if (!refCode || settings.customer_wallet_status !== 1 || settings.ref_earning_status !== 1) {
    return null;
  }
  const referrer = await findUserByRefCode(db, refCode);
  if (!referrer) throw ValidationError.field('ref_code', REF_CODE_INVALID_MESSAGE);
  return referrer.id;
}

/**
 * POST /auth/sign-up. A taken e-mail or phone is a 422 on that field; two concurrent sign-ups
 * with one e-mail are settled by the unique index (one wins, the other gets the same 422).
 */
export async function signUp(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof SignUpBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  assertLoginTypeEnabled(settings, 'manual');
  await deps.limiter.hit(AUTH_LIMITS.signUpPerIp, origin.ip);

  const phone = normalizePhone(body.phone);
  const [byEmail, byPhone] = await Promise.all([
    findUserByEmail(deps.db, body.email),
    findUserByPhone(deps.db, phone),
  ]);
  const taken = [
    ...(byEmail ? [{ code: 'email', message: EMAIL_TAKEN_MESSAGE }] : []),
    ...(byPhone ? [{ code: 'phone', message: PHONE_TAKEN_MESSAGE }] : []),
  ];
  if (taken.length > 0) throw new ValidationError(taken);
  const refBy = await resolveReferrer(deps.db, settings, body.ref_code);

  const user = await insertUser(deps.db, {
    ...splitFullName(body.name),
    email: body.email,
    phone,
    passwordHash: await hashPassword(body.password),
    refCode: generateRefCode(),
    refBy,
    loginMedium: 'manual',
  }).catch(rethrowContactTaken);
  return finishSignIn(deps, settings, user, { loginType: 'manual', guestId: origin.guestId });
}
