import type { AuthMessageResponse } from '@marketplace/contract/auth-answers';
import type { VerificationMethod } from '@marketplace/contract/auth-fields';
import {
  OTP_INVALID_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESET_CODE_SENT_MESSAGE,
  RESET_CODE_VALID_MESSAGE,
} from '@marketplace/contract/auth-messages';
import type {
  FirebaseResetPasswordBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  VerifyResetTokenBodySchema,
} from '@marketplace/contract/auth-password-reset';
import type { z } from 'zod';
import { AppError, ValidationError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  revokeAllAccessTokens,
  updateUser,
} from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import { normalizeEmail, normalizePhone } from './contact';
import { checkCode, demoOtpHint, sendCode, storeCheckedCode } from './otp.service';
import { verifyFirebasePhoneCode } from './otp-login';
import { hashPassword } from './password-hash';

export class VerificationMethodOffError extends AppError {
  constructor(method: VerificationMethod) {
    super(
      403,
      'verification_method',
      method === 'phone'
        ? 'Password recovery by phone is not available.'
        : 'Password recovery by email is not available.',
    );
  }
}

function targetOf(method: VerificationMethod, contact: { phone?: string; email?: string }) {
  return method === 'phone'
    ? normalizePhone(contact.phone ?? '')
    : normalizeEmail(contact.email ?? '');
}

/**
 * POST /auth/forgot-password (spec 02 §4 step 0). The answer is the same whether or not an
 * account has the contact (the code is stored either way, sent only to a real account), so
 * the form cannot be used to find out who is a customer.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof ForgotPasswordBodySchema>,
): Promise<AuthMessageResponse> {
  const settings = await getBusinessSettings(deps);
  const method = body.verification_method;
  const isActive = method === 'phone' ? settings.is_sms_active : settings.is_mail_active;
  if (!isActive) throw new VerificationMethodOffError(method);
  await deps.limiter.hit(AUTH_LIMITS.otpSendPerIp, origin.ip);

  const target = targetOf(method, body);
  const user =
    method === 'phone'
      ? await findUserByPhone(deps.db, target)
      : await findUserByEmail(deps.db, target);
  const sent = await sendCode(deps, settings.business_name, {
    purpose: 'reset',
    channel: method,
    target,
    userId: user?.id ?? null,
    deliver: user?.status === 1,
    onCooldown: 'throw',
  });
  return {
    message: RESET_CODE_SENT_MESSAGE,
    ...demoOtpHint(deps, settings, sent),
  };
}

/** Counts the attempt against the caller's address, then checks the reset code (steps 1 and 2). */
async function checkResetCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof VerifyResetTokenBodySchema>,
  options: { consume: boolean },
) {
  await deps.limiter.hit(AUTH_LIMITS.otpVerifyPerIp, origin.ip);
  return checkCode(deps, {
    purpose: 'reset',
    target: targetOf(body.verification_method, body),
    code: body.reset_token,
    consume: options.consume,
    field: 'reset_token',
  });
}

/** POST /auth/verify-token (step 1): the code is right; it stays usable for step 2. */
export async function verifyResetCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof VerifyResetTokenBodySchema>,
): Promise<AuthMessageResponse> {
  const row = await checkResetCode(deps, origin, body, { consume: false });
  if (!row.userId) throw ValidationError.field('reset_token', OTP_INVALID_MESSAGE);
  return { message: RESET_CODE_VALID_MESSAGE };
}

/**
 * PUT /auth/reset-password (step 2): uses the code up, sets the new password and signs every
 * device out (all bearer tokens revoked).
 */
export async function resetPassword(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof ResetPasswordBodySchema>,
): Promise<AuthMessageResponse> {
  const row = await checkResetCode(deps, origin, body, { consume: true });
  const user = row.userId ? await findUserById(deps.db, row.userId) : null;
  if (!user) throw ValidationError.field('reset_token', OTP_INVALID_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // The code proved the contact it went to.
    const verified = row.channel === 'phone' ? { isPhoneVerified: 1 } : { isEmailVerified: 1 };
    await updateUser(tx, user.id, { passwordHash, ...verified });
    await revokeAllAccessTokens(tx, user.id, now);
  });
  return { message: PASSWORD_CHANGED_MESSAGE };
}

/**
 * PUT /auth/firebase-reset-password: the phone provider checked the code the customer typed;
 * that code then serves as reset_token for PUT /auth/reset-password.
 */
export async function verifyFirebaseResetCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof FirebaseResetPasswordBodySchema>,
): Promise<AuthMessageResponse> {
  const { phone } = await verifyFirebasePhoneCode(deps, origin, {
    sessionInfo: body.sessionInfo,
    code: body.code,
    phone: body.phoneNumber,
    field: 'code',
  });
  const user = await findUserByPhone(deps.db, phone);
  await storeCheckedCode(deps, {
    purpose: 'reset',
    channel: 'phone',
    target: phone,
    userId: user?.id ?? null,
    code: body.code,
  });
  return { message: RESET_CODE_VALID_MESSAGE };
}
