/** Spec 02 §9: OTP length 6. */
export const OTP_LENGTH = 6;
/** Spec 02 §4, §9: a new code can be asked for 60 s after the last one. */
export const OTP_RESEND_COOLDOWN_MS = 60_000;
/** How long a code works; short, since six digits are few. */
export const OTP_LIFETIME_MS = 5 * 60_000;
/** Wrong tries allowed at one code before the contact is blocked for a while. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** How long that block lasts. */
export const OTP_BLOCK_MS = 15 * 60_000;

/** Milliseconds until another code may be sent (0 when it may be sent now). */
export function getResendWaitMs(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime());
}

/** Milliseconds the contact stays blocked after too many wrong tries (0 when not blocked). */
export function getBlockWaitMs(blockedUntil: Date | null, now: Date): number {
  if (!blockedUntil) return 0;
  return Math.max(0, blockedUntil.getTime() - now.getTime());
}

export function isOtpExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** After a wrong try that brought the count to `attempts`: when the block ends, if it starts. */
export function getBlockAfterWrongTry(attempts: number, now: Date): Date | null {
  return attempts >= OTP_MAX_WRONG_ATTEMPTS ? new Date(now.getTime() + OTP_BLOCK_MS) : null;
}

/** Whole seconds for a Retry-After header: never 0 while still waiting. */
export function toRetryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
