export type VerificationChannel = 'phone' | 'email';

export type VerificationSettings = { phoneVerification: boolean; emailVerification: boolean };

export type ContactState = {
  phone: string | null;
  email: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
};

/**
 * Spec 01 §4 "After manual or OTP login": sign-in completes only when every contact whose
 * verification is switched on is verified; otherwise a code goes to the first unverified one
 * (phone before e-mail). A contact the account does not have cannot be verified: a missing
 * phone is `phone_missing` (the storefront asks for one), a missing e-mail is not required.
 */
export function getPendingVerification(
  settings: VerificationSettings,
  contact: ContactState,
): VerificationChannel | 'phone_missing' | null {
  if (settings.phoneVerification && !contact.isPhoneVerified) {
    return contact.phone ? 'phone' : 'phone_missing';
  }
  if (settings.emailVerification && contact.email && !contact.isEmailVerified) return 'email';
  return null;
}

/** The 0/1 the client reads: 1 when verified, or when that verification is switched off. */
export function reportVerifiedFlag(isRequired: boolean, isVerified: boolean): 0 | 1 {
  return !isRequired || isVerified ? 1 : 0;
}
