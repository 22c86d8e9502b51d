import { describe, expect, it } from 'vitest';
import {
  getBlockAfterWrongTry,
  getBlockWaitMs,
  getResendWaitMs,
  isOtpExpired,
  OTP_BLOCK_MS,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_MS,
  toRetryAfterSeconds,
} from './otp-policy';

const now = new Date('2030-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('OTP length is 6 (spec 02 §9)', () => {
  it('is six digits', () => expect(OTP_LENGTH).toBe(6));
});

describe('resend is disabled for a 60-second countdown (spec 02 §4, §9)', () => {
  it('allows a first code at once', () => expect(getResendWaitMs(null, now)).toBe(0));
  it('waits the rest of the 60 s after the last code', () => {
    expect(OTP_RESEND_COOLDOWN_MS).toBe(60_000);
    expect(getResendWaitMs(ago(15_000), now)).toBe(45_000);
  });
  it('allows a new code once 60 s have passed', () => {
    expect(getResendWaitMs(ago(60_000), now)).toBe(0);
  });
});

describe('a code expires', () => {
  it('is expired at and after its expiry time', () => {
    expect(isOtpExpired(now, now)).toBe(true);
    expect(isOtpExpired(ago(1), now)).toBe(true);
    expect(isOtpExpired(new Date(now.getTime() + 1), now)).toBe(false);
  });
});

describe('at most 5 wrong tries before a temporary block', () => {
  it('starts the block at the fifth wrong try, not before', () => {
    expect(getBlockAfterWrongTry(4, now)).toBeNull();
    expect(getBlockAfterWrongTry(5, now)).toEqual(new Date(now.getTime() + OTP_BLOCK_MS));
  });
  it('counts the block down, then lifts it', () => {
    const until = new Date(now.getTime() + 90_000);
    expect(getBlockWaitMs(until, now)).toBe(90_000);
    expect(getBlockWaitMs(ago(1), now)).toBe(0);
    expect(getBlockWaitMs(null, now)).toBe(0);
  });
});

describe('Retry-After is whole seconds and never 0 while waiting', () => {
  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [45_000, 45],
  ])('%i ms → %i s', (ms, seconds) => expect(toRetryAfterSeconds(ms)).toBe(seconds));
});
