import { describe, expect, it } from 'vitest';
import { getSignInView } from './sign-in-view';

describe('the sign-in layout for each login type combination (spec 01 §2, §4)', () => {
  it.each([
    ['all', { manualForm: true, otpForm: false, otpButton: true, social: true, goBack: false }],
    [
      'otp_manual',
      { manualForm: true, otpForm: false, otpButton: true, social: false, goBack: false },
    ],
    [
      'otp_social',
      { manualForm: false, otpForm: true, otpButton: false, social: true, goBack: false },
    ],
    [
      'manual_social',
      { manualForm: true, otpForm: false, otpButton: false, social: true, goBack: false },
    ],
    ['otp', { manualForm: false, otpForm: true, otpButton: false, social: false, goBack: false }],
    [
      'manual',
      { manualForm: true, otpForm: false, otpButton: false, social: false, goBack: false },
    ],
    [
      'social',
      { manualForm: false, otpForm: false, otpButton: false, social: true, goBack: false },
    ],
    ['', { manualForm: false, otpForm: false, otpButton: false, social: false, goBack: false }],
  ] as const)('%j', (status, view) => {
    expect(getSignInView(status, false)).toEqual(view);
  });

  it("'Sign in with OTP' shows the OTP form alone, with 'Go Back'", () => {
    expect(getSignInView('all', true)).toEqual({
      manualForm: false,
      otpForm: true,
      otpButton: false,
      social: false,
      goBack: true,
    });
    expect(getSignInView('otp_manual', true).goBack).toBe(true);
  });

  it("has no 'Go Back' when OTP is the only login type", () => {
    expect(getSignInView('otp', true).goBack).toBe(false);
  });

  it('ignores a forced OTP view when OTP login is off', () => {
    expect(getSignInView('manual_social', true)).toEqual(getSignInView('manual_social', false));
  });
});
