import { z } from 'zod';
import { LoginTypeSchema, VerificationMethodSchema } from './auth-fields';
import { FlagSchema } from './flags';

// ---------- answers ----------

/** The account a social e-mail already belongs to ('Is It You?'). */
export const ExistingUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});
export type ExistingUser = z.infer<typeof ExistingUserSchema>;

/**
 * The answer of sign-up, login, verify-phone, firebase-verify-token, social-login,
 * social-register and update-info (spec 01 §3 "Login response fields read").
 *
 * - `token`: the bearer token once signed in; null while a step is left (a code to verify,
 *   the user_info step, 'Is It You?', or the phone for a social account).
 * - `is_phone_verified` / `is_email_verified`: 1 when verified or when that verification is
 *   off in the business settings (so 0 means "a code was sent; verify it").
 * - `is_personal_info`: 0 → the user_info step; send `temp_token` with POST /auth/update-info.
 * - `is_exist_user`: not null → 'Is It You?'; send social-login again with verified yes or no.
 * - `verification_on`: where a code was just sent (phone or email), when one was.
 * - `demo_otp`: the code just sent, only when the API runs the local demo (`DEMO_OTP=on`, never in
 *   production) and the business setting `demo` is on (spec 02 §9 "demo OTP hint"). Never
 *   present otherwise.
 */
export const AuthResultSchema = z.object({
  token: z.string().nullable(),
  temp_token: z.string().optional(),
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  is_personal_info: FlagSchema,
  is_exist_user: ExistingUserSchema.nullable(),
  login_type: LoginTypeSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verification_on: VerificationMethodSchema.optional(),
  demo_otp: z.string().optional(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** forgot-password, verify-token, reset-password, firebase-reset-password, logout. */
export const AuthMessageResponseSchema = z.object({
  message: z.string(),
  /** As in AuthResult: the code just sent, only in demo mode. */
  demo_otp: z.string().optional(),
});
export type AuthMessageResponse = z.infer<typeof AuthMessageResponseSchema>;
