import { toRetryAfterSeconds } from '@marketplace/domain/auth/otp-policy';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors/app-error';
import type { CounterBackend } from './shared-counters';

/** A 429 that knows how long to wait; the error handler (plugins/error-handler.ts) puts it in Retry-After. */
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

/** At most `max` events per `windowMs` for one subject (an IP, an account, a phone). */
export type LimitRule = { name: string; max: number; windowMs: number };

/**
 * Fixed-window counters per rule and subject, kept by rate-limiter-flexible in the backend every
 * API process shares (PostgreSQL, or Redis when configured; decision 0024). Counting is one
 * atomic upsert, so parallel requests on several processes never see the same count.
 */
export class AttemptLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly backend: CounterBackend) {}

  private limiter(rule: LimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = this.backend.create(rule);
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /** Counts one event; 429 once the subject has gone over the rule. */
  async hit(rule: LimitRule, subject: string): Promise<void> {
    try {
      await this.limiter(rule).consume(subject);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new RateLimitedError(tooManyMessage(error.msBeforeNext), error.msBeforeNext);
    }
  }

  /** Gives back one event counted by `hit` (a sign-in that succeeded is not a failure). */
  async giveBack(rule: LimitRule, subject: string): Promise<void> {
    await this.limiter(rule).reward(subject);
  }
}
