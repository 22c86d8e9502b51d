import { z } from 'zod';
import {
  guestId,
  LoginTypeSchema,
  optionalText,
  phoneField,
  requiredText,
  VerificationMethodSchema,
} from './auth-fields';
import { EMAIL_REQUIRED, OTP_EMPTY, OTP_SIX_DIGITS, PHONE_REQUIRED } from './auth-messages';

/* One-time codes: the code field and the calls that verify one (spec 02 §5). */

/** Spec 02 §5: the OTP code; 'field is empty' when blank. */
export const OtpCodeSchema = requiredText(OTP_EMPTY).regex(/^\d{6}$/, { error: OTP_SIX_DIGITS });

/**
 * POST /auth/verify-phone: the code sent after sign-up, manual login, OTP login or
 * social-register. verification_type says whether `phone` or `email` received it.
 */
export const VerifyOtpBodySchema = z
  .object({
    verification_type: VerificationMethodSchema.default('phone'),
    phone: optionalText(32),
    email: optionalText(255),
    otp: OtpCodeSchema,
    login_type: LoginTypeSchema.default('manual'),
    guest_id: guestId,
  })
  .superRefine((b, ctx) => {
    if (b.verification_type === 'phone' && !b.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED });
    }
    if (b.verification_type === 'email' && !b.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED });
    }
  });
export type VerifyOtpBody = z.input<typeof VerifyOtpBodySchema>;

/** POST /auth/firebase-verify-token: a code checked by the phone provider (off by default). */
export const FirebaseVerifyTokenBodySchema = z.object({
  session_info: requiredText('session_info is required').max(4096),
  phone: phoneField(PHONE_REQUIRED),
  otp: OtpCodeSchema,
  login_type: LoginTypeSchema.default('otp'),
  guest_id: guestId,
});
export type FirebaseVerifyTokenBody = z.input<typeof FirebaseVerifyTokenBodySchema>;
