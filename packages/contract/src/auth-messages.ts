/* The wording of /api/v1/auth/* answers and the sign-in forms (spec 01 §5, spec 02 §5, §8). */

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

/** The answer to forgot-password whether or not the account exists (no enumeration). */
export const RESET_CODE_SENT_MESSAGE = 'If an account matches, a verification code has been sent.';
export const RESET_CODE_VALID_MESSAGE = 'OTP found, you can proceed';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';

/** Ours: answers about one-time codes (422 with the field's code, 429 while blocked). */
export const OTP_INVALID_MESSAGE = 'The code is not valid.';
export const OTP_EXPIRED_MESSAGE = 'The code has expired. Please ask for a new one.';
export const OTP_BLOCKED_MESSAGE = 'Too many wrong codes. Please try again later.';
export const OTP_COOLDOWN_MESSAGE = 'Please wait a minute before asking for another code.';
