import { MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { z } from 'zod';
import { emailField, passwordField, phoneField } from './auth-fields';
import { EMAIL_INVALID, NAME_REQUIRED, PHONE_REQUIRED } from './auth-messages';
import { MAX_ID } from './ids';
import { IMAGE_TOO_LARGE_MESSAGE } from './uploads';

/*
 * The applicant fields both partner sign-ups share (vendor and delivery man; decision 0035).
 * Multipart bodies carry text, so ids and numbers arrive as strings and are read here.
 */

/** Ours: a name or a store name fits on a card. */
export const PARTNER_NAME_MAX = 100;
/** Spec 01 §9: email maximum 255. */
export const PARTNER_EMAIL_MAX = 255;

export const LAST_NAME_TOO_LONG = 'Last name is too long - 100 characters maximum.';
export const FIRST_NAME_TOO_LONG = 'First name is too long - 100 characters maximum.';

/** A whole number id from a form field ('12') or JSON (12); '' and words are refused. */
export function formId(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: message })
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(
      z.number().int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
    );
}

/** A decimal number from a form field or JSON. */
export function formNumber(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, { error: message })
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).finite({ error: message }));
}

/** A required image file (one part of a multipart body). */
export function requiredImage(message: string) {
  return z.file({ error: message }).max(MAX_IMAGE_BYTES, { error: IMAGE_TOO_LARGE_MESSAGE });
}

/** An optional text: '' and absence both mean "not given". */
export function optionalFormText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** The applicant: first and last name, e-mail, phone and the future account's password. */
export const applicantFields = {
  f_name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(PARTNER_NAME_MAX, { error: FIRST_NAME_TOO_LONG }),
  l_name: optionalFormText(PARTNER_NAME_MAX, LAST_NAME_TOO_LONG),
  email: emailField().pipe(z.string().max(PARTNER_EMAIL_MAX, { error: EMAIL_INVALID })),
  phone: phoneField(PHONE_REQUIRED),
  password: passwordField(),
};
