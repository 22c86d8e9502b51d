import { MAX_IMAGES_PER_SEND } from '../uploads/images-per-send';

/** The identity documents a delivery-man applicant may show (API contract: `identity_type`). */
export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/**
 * At least one identity image (the photo page, or the front), at most the uploads' 3 images per
 * send (spec 02 §9): front, back and a second page.
 */
export const MAX_IDENTITY_IMAGES = MAX_IMAGES_PER_SEND;

/** Ours: passports, licences and national ids use 5 to 30 letters and digits. */
const IDENTITY_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{3,28})[A-Za-z0-9]$/;

/**
 * The rule: an identity number is 5 to 30 characters of letters and digits, with single spaces
 * or dashes between them allowed (as printed on the document).
 */
export function isValidIdentityNumber(value: string): boolean {
  return IDENTITY_NUMBER.test(value) && !/[ -]{2}/.test(value);
}
