import { describe, expect, it } from 'vitest';
import { type AuthOutcome, getStepAfterLogin, getStepAfterSocial } from './auth-next-step';

function outcome(overrides: Partial<AuthOutcome> = {}): AuthOutcome {
  return {
    signed_in: true,
    is_personal_info: 1,
    is_phone_verified: 1,
    is_email_verified: 1,
    is_exist_user: null,
    ...overrides,
  };
}

describe('after a manual or OTP login (spec 01 §4)', () => {
  it('completes when the server issued a session', () => {
    expect(getStepAfterLogin(outcome())).toEqual({ kind: 'done' });
  });

  it('asks for personal info first when is_personal_info is 0', () => {
    expect(getStepAfterLogin(outcome({ is_personal_info: 0, signed_in: false }))).toEqual({
      kind: 'user_info',
    });
  });

  it('opens the OTP dialog for the contact the server sent a code to', () => {
    expect(
      getStepAfterLogin(
        outcome({ signed_in: false, verification_on: 'email', is_email_verified: 0 }),
      ),
    ).toEqual({ kind: 'verify', type: 'email' });
  });

  it('verifies the phone first, then the e-mail, when the server does not say', () => {
    expect(getStepAfterLogin(outcome({ signed_in: false, is_phone_verified: 0 }))).toEqual({
      kind: 'verify',
      type: 'phone',
    });
    expect(getStepAfterLogin(outcome({ signed_in: false, is_email_verified: 0 }))).toEqual({
      kind: 'verify',
      type: 'email',
    });
  });

  it('fails when everything is verified and still no session was issued', () => {
    expect(getStepAfterLogin(outcome({ signed_in: false }))).toEqual({ kind: 'failed' });
  });
});

describe('after a social login (spec 01 §4)', () => {
  it('signs in when no other account matches and a token came back', () => {
    expect(getStepAfterSocial(outcome())).toEqual({ kind: 'done' });
  });

  it('asks for a phone number when no token came back', () => {
    expect(getStepAfterSocial(outcome({ signed_in: false }))).toEqual({ kind: 'phone_modal' });
  });

  it('asks for personal info when is_personal_info is 0', () => {
    expect(getStepAfterSocial(outcome({ signed_in: false, is_personal_info: 0 }))).toEqual({
      kind: 'user_info',
    });
  });

  it("asks 'Is It You?' when an existing account may be the customer's", () => {
    const existing = { id: 1, name: 'Demo Customer', image: null };
    expect(getStepAfterSocial(outcome({ signed_in: false, is_exist_user: existing }))).toEqual({
      kind: 'is_exist_user',
    });
  });
});
