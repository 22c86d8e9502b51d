import { describe, expect, it } from 'vitest';
import { getPendingVerification, reportVerifiedFlag } from './pending-verification';

const both = { phoneVerification: true, emailVerification: true };
const contact = {
  phone: '+15550000001',
  email: 'a@b.co',
  isPhoneVerified: false,
  isEmailVerified: false,
};

describe('after manual or OTP login: verify whichever contact is unverified (spec 01 §4)', () => {
  it('completes when nothing needs verifying', () => {
    expect(
      getPendingVerification({ phoneVerification: false, emailVerification: false }, contact),
    ).toBeNull();
    expect(
      getPendingVerification(both, { ...contact, isPhoneVerified: true, isEmailVerified: true }),
    ).toBeNull();
  });
  it('asks for the phone first, then the e-mail', () => {
    expect(getPendingVerification(both, contact)).toBe('phone');
    expect(getPendingVerification(both, { ...contact, isPhoneVerified: true })).toBe('email');
  });
  it('asks for a phone number when phone verification is on and the account has none', () => {
    expect(getPendingVerification(both, { ...contact, phone: null })).toBe('phone_missing');
  });
  it('does not ask to verify an e-mail the account does not have', () => {
    expect(
      getPendingVerification(
        { phoneVerification: false, emailVerification: true },
        { ...contact, email: null },
      ),
    ).toBeNull();
  });
});

describe('is_phone_verified / is_email_verified as the client reads them', () => {
  it('is 1 when verified or when the verification is off', () => {
    expect(reportVerifiedFlag(true, true)).toBe(1);
    expect(reportVerifiedFlag(false, false)).toBe(1);
    expect(reportVerifiedFlag(true, false)).toBe(0);
  });
});
