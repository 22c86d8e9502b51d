import { isValidEmail } from '@marketplace/domain/validation/email';
import { isValidPhone, keepPhoneCharacters } from '@marketplace/domain/validation/phone';
import { z } from 'zod';
import { requiredText, VerificationMethodSchema } from './auth-fields';
import {
  EMAIL_INVALID,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
  PHONE_INVALID,
  PROFILE_NAME_REQUIRED,
} from './auth-messages';
import { OtpCodeSchema } from './auth-otp';
import { ImageFileSchema } from './uploads';

/** Spec 02 §8. */
export const PROFILE_UPDATED_MESSAGE = 'Updated successfully.';
export const PROFILE_UNCHANGED_MESSAGE = 'No changes found to update.';
/** The answer that opens the OTP dialog (spec 02 §4). */
export const OTP_SEND_MESSAGE = 'otp_send';
export const ACCOUNT_DELETED_MESSAGE = 'Account has been deleted';
/** Ours: replacing a verified contact is allowed, removing it is not. */
export const VERIFIED_CONTACT_REQUIRED = 'A verified contact can be changed but not removed.';
/** Ours: password fields show only when manual login is on (spec 02 §5). */
export const PASSWORD_CHANGE_OFF = 'Password sign-in is switched off.';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(255, { error: EMAIL_INVALID })
    .refine(isValidEmail, { error: EMAIL_INVALID })
    .nullable()
    .optional(),
);

const optionalPhone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(32, { error: PHONE_INVALID })
    .refine((v) => /^[+\d\s()-]+$/.test(v) && isValidPhone(keepPhoneCharacters(v)), {
      error: PHONE_INVALID,
    })
    .nullable()
    .optional(),
);

const optionalPassword = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .min(6, { error: PASSWORD_TOO_SHORT })
    .max(128, { error: PASSWORD_TOO_LONG })
    .optional(),
);

/**
 * POST /customer/update-profile (spec 02 §3 profile form values), JSON or multipart (with a photo). A second call with `otp` and
 * `verification_on` repeats the form and confirms the verified contact it changes.
 */
export const UpdateProfileBodySchema = z
  .object({
    name: requiredText(PROFILE_NAME_REQUIRED).max(100, { error: 'Name is too long' }),
    email: optionalEmail,
    phone: optionalPhone,
    password: optionalPassword,
    confirm_password: z.string().max(128).optional(),
    button_type: z.string().max(32).optional(),
    otp: z.preprocess((v) => (v === '' || v === null ? undefined : v), OtpCodeSchema.optional()),
    verification_on: VerificationMethodSchema.optional(),
    verification_medium: z.string().max(32).nullable().optional(),
    session_info: z.string().max(2048).nullable().optional(),
    /** The new photo (multipart): jpg, png, jpeg or gif, at most 2 MB (uploads facility). */
    image: ImageFileSchema.optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: PASSWORDS_MUST_MATCH,
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;
export type UpdateProfileInput = z.output<typeof UpdateProfileBodySchema>;

/** `message` is one of the constants above; `verification_on` comes with otp_send. */
export const UpdateProfileResponseSchema = z.object({
  message: z.string(),
  verification_on: VerificationMethodSchema.optional(),
  /** The code just sent, only in demo mode (spec 02 §9). */
  demo_otp: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;
