import { describe, expect, it } from 'vitest';
import { getRemainingSeconds, OTP_RESEND_COOLDOWN_SECONDS } from './countdown';

describe("'Resend it' waits 60 seconds (spec 02 §9)", () => {
  it('starts at 60', () => {
    expect(OTP_RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(getRemainingSeconds(60_000, 0)).toBe(60);
  });

  it('rounds partial seconds up and stops at zero', () => {
    expect(getRemainingSeconds(60_000, 59_001)).toBe(1);
    expect(getRemainingSeconds(60_000, 60_000)).toBe(0);
    expect(getRemainingSeconds(60_000, 90_000)).toBe(0);
  });
});
