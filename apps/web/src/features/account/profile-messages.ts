import * as profile from '@marketplace/contract/profile';
import * as uploads from '@marketplace/contract/uploads';
import { FORM_MESSAGE_KEYS } from '@/features/auth/form-messages';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';

const PROFILE_MESSAGE_KEYS: Record<string, MessageKey> = {
  ...FORM_MESSAGE_KEYS,
  [profile.VERIFIED_CONTACT_REQUIRED]: 'account.verifiedContactRequired',
  [profile.PASSWORD_CHANGE_OFF]: 'account.passwordChangeOff',
  [uploads.IMAGE_FORMAT_MESSAGE]: 'account.photoFormat',
  [uploads.IMAGE_TOO_LARGE_MESSAGE]: 'account.photoTooLarge',
  [uploads.IMAGE_TOO_MANY_PIXELS_MESSAGE]: 'account.photoTooManyPixels',
  'The email has already been taken.': 'account.emailTaken',
  'The phone has already been taken.': 'account.phoneTaken',
};

/** A profile form or server message in the current language (unknown ones pass through). */
export function translateProfileMessage(message: string | undefined, t: Translate): string | null {
  if (!message) return null;
  const key = PROFILE_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
