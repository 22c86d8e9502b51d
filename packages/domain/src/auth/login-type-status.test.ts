import { describe, expect, it } from 'vitest';
import { deriveLoginTypeStatus } from './login-type-status';

describe('login type status is derived from the three enabled flags (spec 01 §4)', () => {
  it.each([
    [{ otp: true, manual: true, social: true }, 'all'],
    [{ otp: true, manual: true, social: false }, 'otp_manual'],
    [{ otp: true, manual: false, social: true }, 'otp_social'],
    [{ otp: false, manual: true, social: true }, 'manual_social'],
    [{ otp: true, manual: false, social: false }, 'otp'],
    [{ otp: false, manual: true, social: false }, 'manual'],
    [{ otp: false, manual: false, social: true }, 'social'],
    [{ otp: false, manual: false, social: false }, ''],
  ] as const)('%o → %j', (flags, expected) => {
    expect(deriveLoginTypeStatus(flags)).toBe(expected);
  });
});
