import { z } from 'zod';
import {
  emailField,
  optionalText,
  passwordField,
  passwordsMatch,
  phoneField,
  requiredText,
  type VerificationMethod,
  VerificationMethodSchema,
} from './auth-fields';
import {
  RESET_CONFIRM_REQUIRED,
  RESET_EMAIL_INVALID,
  RESET_EMAIL_REQUIRED,
  RESET_PASSWORD_REQUIRED,
  RESET_PHONE_DIGITS,
  RESET_PHONE_REQUIRED,
} from './auth-messages';
import { OtpCodeSchema } from './auth-otp';

// ---------- password recovery (spec 02 §4, §5) ----------

export const ForgotPasswordPhoneFormSchema = z.object({
  phone: phoneField(RESET_PHONE_REQUIRED, RESET_PHONE_DIGITS),
});
export const ForgotPasswordEmailFormSchema = z.object({
  email: emailField(RESET_EMAIL_REQUIRED, RESET_EMAIL_INVALID),
});

/** POST /auth/forgot-password: {phone, verification_method: 'phone'} or {email, ...'email'}. */
export const ForgotPasswordBodySchema = z.discriminatedUnion(
  'verification_method',
  [
    ForgotPasswordPhoneFormSchema.extend({ verification_method: z.literal('phone') }),
    ForgotPasswordEmailFormSchema.extend({ verification_method: z.literal('email') }),
  ],
  { error: 'verification_method must be phone or email' },
);
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

/** Which contact a reset code went to; the one matching verification_method is required. */
const resetContact = {
  verification_method: VerificationMethodSchema,
  phone: optionalText(32),
  email: optionalText(255),
};
function requireResetContact(
  b: { verification_method: VerificationMethod; phone?: string; email?: string },
  ctx: z.RefinementCtx,
) {
  if (b.verification_method === 'phone' && !b.phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: RESET_PHONE_REQUIRED });
  }
  if (b.verification_method === 'email' && !b.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: RESET_EMAIL_REQUIRED });
  }
}

/** POST /auth/verify-token: checks the reset code (step 1); does not use it up. */
export const VerifyResetTokenBodySchema = z
  .object({ reset_token: OtpCodeSchema, ...resetContact })
  .superRefine(requireResetContact);
export type VerifyResetTokenBody = z.input<typeof VerifyResetTokenBodySchema>;

/** The new-password form of step 2 (spec 02 §5 wording). */
export const NewPasswordFormSchema = z
  .object({
    password: passwordField(RESET_PASSWORD_REQUIRED),
    confirm_password: z
      .string({ error: RESET_CONFIRM_REQUIRED })
      .min(1, { error: RESET_CONFIRM_REQUIRED }),
  })
  .refine((b) => b.password === b.confirm_password, passwordsMatch);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** PUT /auth/reset-password: the reset code again, and the new password (step 2). */
export const ResetPasswordBodySchema = z
  .object({
    reset_token: OtpCodeSchema,
    ...resetContact,
    password: passwordField(RESET_PASSWORD_REQUIRED),
    confirm_password: z
      .string({ error: RESET_CONFIRM_REQUIRED })
      .min(1, { error: RESET_CONFIRM_REQUIRED }),
  })
  .superRefine(requireResetContact)
  .refine((b) => b.password === b.confirm_password, passwordsMatch);
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/**
 * PUT /auth/firebase-reset-password: the phone provider checked `code`; on success the same
 * code works as `reset_token` for PUT /auth/reset-password (verification_method phone).
 */
export const FirebaseResetPasswordBodySchema = z.object({
  phoneNumber: phoneField(RESET_PHONE_REQUIRED, RESET_PHONE_DIGITS),
  sessionInfo: requiredText('sessionInfo is required').max(4096),
  code: OtpCodeSchema,
  is_reset_token: z.unknown().optional(),
});
export type FirebaseResetPasswordBody = z.input<typeof FirebaseResetPasswordBodySchema>;
