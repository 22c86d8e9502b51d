import { isValidEmail } from '@marketplace/domain/validation/email';
import {
  isValidPhone,
  keepPhoneCharacters,
  PHONE_MIN_LENGTH,
} from '@marketplace/domain/validation/phone';
import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
  PHONE_INVALID,
  PHONE_TOO_SHORT,
} from './auth-messages';

/* The enums and field builders every /api/v1/auth/* body schema is made of. */

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

/** An id from POST /auth/guest/request (checked against the guests table by the server). */
export const guestId = z.union([z.string(), z.number()]).nullable().optional();

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined));

/** Refines "confirm_password equals password" only once both are strings (one message each). */
export const passwordsMatch = {
  path: ['confirm_password'],
  error: PASSWORDS_MUST_MATCH,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown };
    return typeof v?.password === 'string' && typeof v?.confirm_password === 'string';
  },
};
