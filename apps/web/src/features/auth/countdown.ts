/** Spec 02 §9: 'Resend it' waits 60 seconds after a code is sent. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (never negative). */
export function getRemainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
