import { toRetryAfterSeconds } from '@marketplace/domain/auth/otp-policy';
import { TooManyRequestsError } from '../../errors/app-error';

/** A 429 that knows how long to wait; the auth routes put it in Retry-After. */
export class RateLimitedError extends TooManyRequestsError {
  readonly retryAfterSeconds: number;
  constructor(message: string, waitMs: number) {
    super(message);
    this.retryAfterSeconds = toRetryAfterSeconds(waitMs);
  }
}

export function tooManyMessage(waitMs: number): string {
  const seconds = toRetryAfterSeconds(waitMs);
  return seconds > 90
    ? `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
    : `Too many attempts. Please try again in ${seconds} seconds.`;
}

export type Window = { count: number; resetAt: number };

/**
 * Fixed-window counters. The in-memory store serves one process; with several API instances a
 * shared store (Redis INCR + PEXPIRE) implements the same three calls.
 */
export interface CounterStore {
  increment(key: string, windowMs: number, now: number): Promise<Window>;
  read(key: string, now: number): Promise<Window | null>;
  delete(key: string): Promise<void>;
}

export function createMemoryCounterStore(maxKeys = 100_000): CounterStore {
  const windows = new Map<string, Window>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async increment(key, windowMs, now) {
      const current = windows.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return { ...current };
      }
      if (windows.size >= maxKeys) sweep(now);
      const fresh = { count: 1, resetAt: now + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async read(key, now) {
      const current = windows.get(key);
      return current && current.resetAt > now ? { ...current } : null;
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

/** At most `max` events per `windowMs` for one subject (an IP, an account, a phone). */
export type LimitRule = { name: string; max: number; windowMs: number };

export class AttemptLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly clock: () => number = Date.now,
  ) {}

  private key(rule: LimitRule, subject: string) {
    return `${rule.name}:${subject}`;
  }

  /** Counts one event; 429 once the subject has gone over the rule. */
  async hit(rule: LimitRule, subject: string): Promise<void> {
    const now = this.clock();
    const window = await this.store.increment(this.key(rule, subject), rule.windowMs, now);
    if (window.count > rule.max) {
      throw new RateLimitedError(tooManyMessage(window.resetAt - now), window.resetAt - now);
    }
  }

  /** 429 when the subject already used up the rule (e.g. failed logins), without counting. */
  async assertOpen(rule: LimitRule, subject: string): Promise<void> {
    const now = this.clock();
    const window = await this.store.read(this.key(rule, subject), now);
    if (window && window.count >= rule.max) {
      throw new RateLimitedError(tooManyMessage(window.resetAt - now), window.resetAt - now);
    }
  }

  /** Counts one event without answering (a failed login). */
  async record(rule: LimitRule, subject: string): Promise<void> {
    await this.store.increment(this.key(rule, subject), rule.windowMs, this.clock());
  }

  async clear(rule: LimitRule, subject: string): Promise<void> {
    await this.store.delete(this.key(rule, subject));
  }
}

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
