import { classifyContact } from '@marketplace/domain/validation/contact-kind';
import { isValidEmail } from '@marketplace/domain/validation/email';
import {
  isValidPhone,
  keepPhoneCharacters,
  PHONE_MIN_LENGTH,
} from '@marketplace/domain/validation/phone';
import { z } from 'zod';
import { FlagSchema } from './flags';

/*
 * Wire schemas of /api/v1/auth/*. Messages are the spec's wording (spec 01 §5, spec 02 §5);
 * where the spec gives none the wording is ours and marked so. Body schemas double as the
 * storefront's form schemas (react-hook-form + zodResolver); `*FormSchema` adds client-only
 * fields (the terms tick).
 */

// ---------- messages ----------

/** Spec 01 §5, manual sign-in. */
export const EMAIL_OR_PHONE_REQUIRED = 'Email or phone number is required';
export const EMAIL_OR_PHONE_INVALID = 'Must be a valid email or phone number';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password is too short - should be 6 chars minimum.';
/** Ours: a cap that keeps the password hash cheap to compute. */
export const PASSWORD_TOO_LONG = 'Password is too long - should be 128 chars maximum.';
/** Spec 01 §5, OTP sign-in. */
export const OTP_PHONE_REQUIRED = 'Please give a phone number';
export const PHONE_TOO_SHORT = 'Number must be 10 digits';
/** Spec 02 §8. */
export const PHONE_INVALID = 'Invalid phone number';
/** Spec 01 §5, sign-up. */
export const NAME_REQUIRED = 'First name is required';
export const EMAIL_INVALID = 'Must be a valid email';
export const EMAIL_REQUIRED = 'Email is required';
/** Spec 01 §5, "another schema for name, phone, email" (also used for the sign-up phone). */
export const PHONE_REQUIRED = 'phone number required';
export const PROFILE_NAME_REQUIRED = 'name is required';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm Password';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const TERMS_REQUIRED = 'You must accept the terms and conditions';
/** Spec 02 §5, OTP code and forgot password. */
export const OTP_EMPTY = 'field is empty';
/** Ours: Verify is enabled only at exactly 6 digits (spec 02 §5). */
export const OTP_SIX_DIGITS = 'The code must be 6 digits';
export const RESET_PHONE_REQUIRED = 'Please provide a phone number';
export const RESET_PHONE_DIGITS = 'Phone number must be exactly 10 digits';
export const RESET_EMAIL_REQUIRED = 'Please provide an email address';
export const RESET_EMAIL_INVALID = 'Please enter a valid email address';
export const RESET_PASSWORD_REQUIRED = 'No password provided.';
export const RESET_CONFIRM_REQUIRED = 'No Confirm Password provided.';

/** Spec 01 §8 success toasts and spec 02 §8 messages the client shows. */
export const LOGIN_SUCCESS_MESSAGE = 'login success';
export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful.';
/** The one answer to a wrong identifier or password (no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Credentials do not match.';

// ---------- enums ----------

/** Spec 01 §9: login type values. */
export const LoginTypeSchema = z.enum(['manual', 'otp', 'social'], {
  error: 'login_type must be manual, otp or social',
});
export type LoginType = z.infer<typeof LoginTypeSchema>;

/** Spec 01 §9: login medium values. */
export const SocialMediumSchema = z.enum(['google', 'facebook', 'apple'], {
  error: 'medium must be google, facebook or apple',
});
export type SocialMedium = z.infer<typeof SocialMediumSchema>;

export const VerificationMethodSchema = z.enum(['phone', 'email'], {
  error: 'verification_method must be phone or email',
});
export type VerificationMethod = z.infer<typeof VerificationMethodSchema>;

// ---------- field builders ----------

export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

const digitsOf = (value: string) => keepPhoneCharacters(value).replace('+', '');

/** A phone number: required, at least 10 digits, the spec's pattern (spaces and dashes allowed). */
export function phoneField(requiredMessage: string, tooShortMessage = PHONE_TOO_SHORT) {
  return requiredText(requiredMessage)
    .max(32, { error: PHONE_INVALID })
    .refine((v) => digitsOf(v).length >= PHONE_MIN_LENGTH, { error: tooShortMessage })
    .refine((v) => /^[+\d\s()-]+$/.test(v) && isValidPhone(keepPhoneCharacters(v)), {
      error: PHONE_INVALID,
    });
}

export function emailField(requiredMessage = EMAIL_REQUIRED, invalidMessage = EMAIL_INVALID) {
  return requiredText(requiredMessage).refine(isValidEmail, { error: invalidMessage });
}

export function passwordField(requiredMessage = PASSWORD_REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .min(6, { error: PASSWORD_TOO_SHORT })
    .max(128, { error: PASSWORD_TOO_LONG });
}

/** Spec 02 §5: the OTP code; 'field is empty' when blank. */
export const OtpCodeSchema = requiredText(OTP_EMPTY).regex(/^\d{6}$/, { error: OTP_SIX_DIGITS });

/** An id from POST /auth/guest/request (checked against the guests table by the server). */
const guestId = z.union([z.string(), z.number()]).nullable().optional();

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined));

/** Refines "confirm_password equals password" only once both are strings (one message each). */
const passwordsMatch = {
  path: ['confirm_password'],
  error: PASSWORDS_MUST_MATCH,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown };
    return typeof v?.password === 'string' && typeof v?.confirm_password === 'string';
  },
};

// ---------- login ----------

/** POST /auth/login, login_type manual. field_type is a hint; the server classifies the value. */
export const ManualLoginBodySchema = z.object({
  login_type: z.literal('manual'),
  email_or_phone: requiredText(EMAIL_OR_PHONE_REQUIRED).refine(
    (v) => classifyContact(v) !== 'invalid',
    { error: EMAIL_OR_PHONE_INVALID },
  ),
  password: passwordField(),
  field_type: z.enum(['email', 'phone']).optional(),
  /** Sent by older clients; ignored. */
  type: z.unknown().optional(),
  guest_id: guestId,
});
export type ManualLoginBody = z.input<typeof ManualLoginBodySchema>;

/** The manual sign-in form (spec 01 §5): the body without its fixed fields. */
export const ManualLoginFormSchema = ManualLoginBodySchema.pick({
  email_or_phone: true,
  password: true,
});
export type ManualLoginForm = z.infer<typeof ManualLoginFormSchema>;

/**
 * POST /auth/login, login_type otp. Without `otp` the server sends a code to the phone (answer:
 * AuthResult with token null and verification_on 'phone'); with `otp` it verifies the code and
 * signs in (creating the account on first use).
 */
export const OtpLoginBodySchema = z.object({
  login_type: z.literal('otp'),
  phone: phoneField(OTP_PHONE_REQUIRED),
  otp: OtpCodeSchema.optional(),
  /** Sent by the storefront with the code; accepted and ignored. */
  verified: z.unknown().optional(),
  guest_id: guestId,
});
export type OtpLoginBody = z.input<typeof OtpLoginBodySchema>;

/** The OTP sign-in form (spec 01 §5). */
export const OtpLoginFormSchema = OtpLoginBodySchema.pick({ phone: true });
export type OtpLoginForm = z.infer<typeof OtpLoginFormSchema>;

/**
 * POST /auth/social-login (and POST /auth/login with login_type social).
 * `token`: Google or Apple ID token (JWT), or a Facebook access token. `email`: leave empty to
 * use the provider's; when the provider has none the answer is 422 code `email` and the client
 * asks for an e-mail or phone and sends the same call again with `email` or `phone` filled in
 * (the "social account e-mail request" of spec 01 §7). `verified` answers 'Is It You?'.
 */
export const SocialLoginBodySchema = z.object({
  login_type: z.literal('social').default('social'),
  token: requiredText('token is required').max(8192),
  unique_id: z.string().trim().max(255).nullable().optional(),
  medium: SocialMediumSchema,
  email: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidEmail(v), { error: EMAIL_INVALID }),
  phone: optionalText(32).refine((v) => v === undefined || isValidPhone(keepPhoneCharacters(v)), {
    error: PHONE_INVALID,
  }),
  verified: z.enum(['yes', 'no'], { error: "verified must be 'yes' or 'no'" }).optional(),
  guest_id: guestId,
});
export type SocialLoginBody = z.input<typeof SocialLoginBodySchema>;

export const LoginBodySchema = z.discriminatedUnion(
  'login_type',
  [
    ManualLoginBodySchema,
    OtpLoginBodySchema,
    SocialLoginBodySchema.extend({
      login_type: z.literal('social'),
    }),
  ],
  { error: 'login_type must be manual, otp or social' },
);
export type LoginBody = z.input<typeof LoginBodySchema>;

// ---------- sign-up, verification, profile completion ----------

/** POST /auth/sign-up (spec 01 §5 sign-up rules). */
export const SignUpBodySchema = z
  .object({
    name: requiredText(NAME_REQUIRED).max(100, { error: 'Name is too long' }),
    email: emailField(),
    phone: phoneField(PHONE_REQUIRED),
    password: passwordField(),
    confirm_password: z
      .string({ error: CONFIRM_PASSWORD_REQUIRED })
      .min(1, { error: CONFIRM_PASSWORD_REQUIRED }),
    ref_code: optionalText(32),
    guest_id: guestId,
  })
  .refine((b) => b.password === b.confirm_password, passwordsMatch);
export type SignUpBody = z.input<typeof SignUpBodySchema>;

/** The sign-up form: the body plus the terms tick that gates 'Sign Up'. */
export const SignUpFormSchema = z
  .object({
    ...SignUpBodySchema.shape,
    terms: z.literal(true, { error: TERMS_REQUIRED }),
  })
  .omit({ guest_id: true })
  .refine((b) => b.password === b.confirm_password, passwordsMatch);
export type SignUpForm = z.input<typeof SignUpFormSchema>;

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

/**
 * POST /auth/social-register (spec 01 "phone-for-social"): the phone asked for when social
 * login answered token null with is_personal_info 1. The provider token is verified again.
 */
export const SocialRegisterBodySchema = z.object({
  email: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined)),
  token: requiredText('token is required').max(8192),
  unique_id: z.string().trim().max(255).nullable().optional(),
  medium: SocialMediumSchema,
  phone: phoneField(PHONE_REQUIRED),
  /** Apple's ID token when `token` is its authorization code; used instead of token if sent. */
  id_token: z.string().trim().max(8192).nullable().optional(),
  guest_id: guestId,
});
export type SocialRegisterBody = z.input<typeof SocialRegisterBodySchema>;

/** The phone-for-social form (spec 01 §5: phone required, at least 10 characters). */
export const SocialPhoneFormSchema = z.object({ phone: phoneField(PHONE_REQUIRED) });
export type SocialPhoneForm = z.infer<typeof SocialPhoneFormSchema>;

/**
 * POST /auth/update-info (the user_info step). Authorised by the `temp_token` of the answer
 * that said is_personal_info 0 (or by a bearer token). Gives the name and whichever of e-mail
 * or phone the account lacks.
 */
export const UpdateInfoBodySchema = z.object({
  name: requiredText(PROFILE_NAME_REQUIRED).max(100, { error: 'Name is too long' }),
  email: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidEmail(v), { error: EMAIL_INVALID }),
  phone: optionalText(32).refine((v) => v === undefined || isValidPhone(keepPhoneCharacters(v)), {
    error: PHONE_INVALID,
  }),
  ref_code: optionalText(32),
  login_type: LoginTypeSchema.default('otp'),
  temp_token: z.string().trim().max(512).nullable().optional(),
  guest_id: guestId,
});
export type UpdateInfoBody = z.input<typeof UpdateInfoBodySchema>;

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

/** The answer to forgot-password whether or not the account exists (no enumeration). */
export const RESET_CODE_SENT_MESSAGE = 'If an account matches, a verification code has been sent.';
export const RESET_CODE_VALID_MESSAGE = 'OTP found, you can proceed';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';

/** Ours: answers about one-time codes (422 with the field's code, 429 while blocked). */
export const OTP_INVALID_MESSAGE = 'The code is not valid.';
export const OTP_EXPIRED_MESSAGE = 'The code has expired. Please ask for a new one.';
export const OTP_BLOCKED_MESSAGE = 'Too many wrong codes. Please try again later.';
export const OTP_COOLDOWN_MESSAGE = 'Please wait a minute before asking for another code.';
