import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { OtpLoginBodySchema } from '@marketplace/contract/auth-login';
import { OTP_INVALID_MESSAGE } from '@marketplace/contract/auth-messages';
import type {
  FirebaseVerifyTokenBodySchema,
  VerifyOtpBodySchema,
} from '@marketplace/contract/auth-otp';
import type { z } from 'zod';
import { ValidationError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { findUserByPhone } from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import { normalizeEmail, normalizePhone } from './contact';
import { buildAuthResult } from './finish-sign-in';
import { assertLoginTypeEnabled } from './login-availability';
import { demoOtpHint, sendCode } from './otp.service';
import { FirebaseOffError } from './phone-code-provider';
import { signInWithVerifiedContact, verifySignInCode } from './verified-contact';

/**
 * POST /auth/login, login_type otp. Without a code: send one to the phone (the same answer
 * whether or not an account has that phone). With a code: verify it and sign in.
 */
export async function loginWithOtp(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof OtpLoginBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  assertLoginTypeEnabled(settings, 'otp');
  const phone = normalizePhone(body.phone);
  if (body.otp) {
    await deps.limiter.hit(AUTH_LIMITS.otpVerifyPerIp, origin.ip);
    return verifySignInCode(deps, settings, origin, {
      channel: 'phone',
      target: phone,
      code: body.otp,
      loginType: 'otp',
      field: 'otp',
    });
  }
  await deps.limiter.hit(AUTH_LIMITS.otpSendPerIp, origin.ip);
  const user = await findUserByPhone(deps.db, phone);
  const sent = await sendCode(deps, settings.business_name, {
    purpose: 'sign_in',
    channel: 'phone',
    target: phone,
    userId: user?.id ?? null,
    deliver: true,
    onCooldown: 'throw',
  });
  const pending = { fName: '-', email: null, phone, isPhoneVerified: 0, isEmailVerified: 1 };
  return buildAuthResult(settings, pending, 'otp', {
    is_phone_verified: 0,
    verification_on: 'phone',
    ...demoOtpHint(deps, settings, sent),
  });
}

/** POST /auth/verify-phone: the code sent to a phone or e-mail during any sign-in path. */
export async function verifyContactCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof VerifyOtpBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  await deps.limiter.hit(AUTH_LIMITS.otpVerifyPerIp, origin.ip);
  const isPhone = body.verification_type === 'phone';
  return verifySignInCode(deps, settings, origin, {
    channel: body.verification_type,
    target: isPhone ? normalizePhone(body.phone ?? '') : normalizeEmail(body.email ?? ''),
    code: body.otp,
    loginType: body.login_type,
    field: 'otp',
  });
}

/** Firebase phone sign-in: on when the business setting is 1 and a provider is configured. */
export function assertFirebaseOn(deps: AuthDeps, firebaseSetting: 0 | 1): void {
  if (firebaseSetting !== 1 || !deps.phoneCodes.isConfigured) throw new FirebaseOffError();
}

/**
 * A phone code checked by the Firebase provider: Firebase must be on, the caller within the
 * verify rate limit, and the number the provider verified the one the customer claims.
 * Answers the business settings and the normalised phone.
 */
export async function verifyFirebasePhoneCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  input: { sessionInfo: string; code: string; phone: string; field: string },
) {
  const settings = await getBusinessSettings(deps);
  assertFirebaseOn(deps, settings.firebase_otp_verification);
  await deps.limiter.hit(AUTH_LIMITS.otpVerifyPerIp, origin.ip);
  const { phoneNumber } = await deps.phoneCodes.verify({
    sessionInfo: input.sessionInfo,
    code: input.code,
    field: input.field,
  });
  const phone = normalizePhone(input.phone);
  if (normalizePhone(phoneNumber) !== phone) {
    throw ValidationError.field(input.field, OTP_INVALID_MESSAGE);
  }
  return { settings, phone };
}

/** POST /auth/firebase-verify-token: the phone provider checked the code; sign in by phone. */
export async function verifyFirebaseCode(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof FirebaseVerifyTokenBodySchema>,
): Promise<AuthResult> {
  const { settings, phone } = await verifyFirebasePhoneCode(deps, origin, {
    sessionInfo: body.session_info,
    code: body.otp,
    phone: body.phone,
    field: 'otp',
  });
  return signInWithVerifiedContact(deps, settings, origin, {
    channel: 'phone',
    target: phone,
    userId: null,
    loginType: body.login_type,
    field: 'otp',
  });
}
