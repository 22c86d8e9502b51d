import type { LimitRule } from '../../lib/attempt-limiter';

const MINUTE = 60_000;

/** The auth limits (per IP and per account or contact). */
export const AUTH_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 10 * MINUTE },
  loginFailuresPerAccount: { name: 'login-fail', max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'sign-up-ip', max: 10, windowMs: 60 * MINUTE },
  otpSendPerIp: { name: 'otp-send-ip', max: 10, windowMs: 10 * MINUTE },
  otpSendPerContact: { name: 'otp-send-contact', max: 5, windowMs: 60 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify-ip', max: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, LimitRule>;
