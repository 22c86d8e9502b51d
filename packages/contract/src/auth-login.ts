import { classifyContact } from '@marketplace/domain/validation/contact-kind';
import { isValidEmail } from '@marketplace/domain/validation/email';
import { isValidPhone, keepPhoneCharacters } from '@marketplace/domain/validation/phone';
import { z } from 'zod';
import {
  emailField,
  guestId,
  LoginTypeSchema,
  optionalText,
  passwordField,
  passwordsMatch,
  phoneField,
  requiredText,
  SocialMediumSchema,
} from './auth-fields';
import {
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_OR_PHONE_INVALID,
  EMAIL_OR_PHONE_REQUIRED,
  NAME_REQUIRED,
  OTP_PHONE_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  PROFILE_NAME_REQUIRED,
  TERMS_REQUIRED,
} from './auth-messages';
import { OtpCodeSchema } from './auth-otp';

/*
 * Wire schemas of sign-up and sign-in (/api/v1/auth/*). Messages are the spec's wording (spec 01
 * §5, spec 02 §5); where the spec gives none the wording is ours and marked so. Body schemas
 * double as the storefront's form schemas (react-hook-form + zodResolver); `*FormSchema` adds
 * client-only fields (the terms tick).
 */

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
