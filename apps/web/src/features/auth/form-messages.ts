import * as auth from '@marketplace/contract/auth-messages';
import { INTEREST_REQUIRED } from '@marketplace/contract/customer';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';

/**
 * The contract's validation messages are the spec's English wording; the forms validate with the
 * contract schemas and show each message in the current language through this table.
 */
export const FORM_MESSAGE_KEYS: Record<string, MessageKey> = {
  [auth.EMAIL_OR_PHONE_REQUIRED]: 'authError.emailOrPhoneRequired',
  [auth.EMAIL_OR_PHONE_INVALID]: 'authError.emailOrPhoneInvalid',
  [auth.PASSWORD_REQUIRED]: 'authError.passwordRequired',
  [auth.PASSWORD_TOO_SHORT]: 'authError.passwordTooShort',
  [auth.PASSWORD_TOO_LONG]: 'authError.passwordTooLong',
  [auth.OTP_PHONE_REQUIRED]: 'authError.otpPhoneRequired',
  [auth.PHONE_TOO_SHORT]: 'authError.phoneTooShort',
  [auth.PHONE_INVALID]: 'authError.phoneInvalid',
  [auth.NAME_REQUIRED]: 'authError.nameRequired',
  [auth.EMAIL_INVALID]: 'authError.emailInvalid',
  [auth.EMAIL_REQUIRED]: 'authError.emailRequired',
  [auth.PHONE_REQUIRED]: 'authError.phoneRequired',
  [auth.PROFILE_NAME_REQUIRED]: 'authError.profileNameRequired',
  [auth.CONFIRM_PASSWORD_REQUIRED]: 'authError.confirmPasswordRequired',
  [auth.PASSWORDS_MUST_MATCH]: 'authError.passwordsMustMatch',
  [auth.TERMS_REQUIRED]: 'authError.termsRequired',
  [auth.OTP_EMPTY]: 'authError.otpEmpty',
  [auth.OTP_SIX_DIGITS]: 'authError.otpSixDigits',
  [auth.RESET_PHONE_REQUIRED]: 'authError.resetPhoneRequired',
  [auth.RESET_PHONE_DIGITS]: 'authError.resetPhoneDigits',
  [auth.RESET_EMAIL_REQUIRED]: 'authError.resetEmailRequired',
  [auth.RESET_EMAIL_INVALID]: 'authError.resetEmailInvalid',
  [auth.RESET_PASSWORD_REQUIRED]: 'authError.resetPasswordRequired',
  [auth.RESET_CONFIRM_REQUIRED]: 'authError.resetConfirmRequired',
  'Name is too long': 'authError.nameTooLong',
  [INTEREST_REQUIRED]: 'authError.interestRequired',
};

/** A form error in the current language (messages the table does not know pass through). */
export function translateFormMessage(message: string | undefined, t: Translate): string | null {
  if (!message) return null;
  const key = FORM_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
