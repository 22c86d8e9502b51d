/** What the modal does after an answer from login, OTP verification or social login. */
export type AuthNextStep =
  | { kind: 'done' }
  | { kind: 'user_info' }
  | { kind: 'verify'; type: 'phone' | 'email' }
  | { kind: 'is_exist_user' }
  | { kind: 'phone_modal' }
  | { kind: 'failed' };

/** The answer fields the decision needs; `signed_in` says the web server now holds a token. */
export type AuthOutcome = {
  signed_in: boolean;
  is_personal_info: number;
  is_phone_verified: number;
  is_email_verified: number;
  is_exist_user: unknown;
  /** Where a code was just sent, when the server says so. */
  verification_on?: 'phone' | 'email';
};

/**
 * Spec 01 §4 "After manual or OTP login": missing personal info first, then a session when the
 * server issued one, otherwise the OTP dialog for whichever contact is unverified.
 */
export function getStepAfterLogin(outcome: AuthOutcome): AuthNextStep {
  if (outcome.is_personal_info === 0) return { kind: 'user_info' };
  if (outcome.signed_in) return { kind: 'done' };
  if (outcome.verification_on) return { kind: 'verify', type: outcome.verification_on };
  if (outcome.is_phone_verified !== 1) return { kind: 'verify', type: 'phone' };
  if (outcome.is_email_verified !== 1) return { kind: 'verify', type: 'email' };
  // Verified, personal info present, and still no token: nothing the customer can do here.
  return { kind: 'failed' };
}

/**
 * Spec 01 §4 "After social login": no matching account and a token means signed in (no token:
 * ask for a phone number); missing personal info asks for it; an account that may be the
 * customer's asks 'Is It You?'.
 */
export function getStepAfterSocial(outcome: AuthOutcome): AuthNextStep {
  if (outcome.is_exist_user === null && outcome.is_personal_info !== 0) {
    return outcome.signed_in ? { kind: 'done' } : { kind: 'phone_modal' };
  }
  if (outcome.is_personal_info === 0) return { kind: 'user_info' };
  return { kind: 'is_exist_user' };
}
