import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptLimiter, RateLimitedError } from './attempt-limiter';
import { memoryCounters } from './shared-counters';

const rule = { name: 'test', max: 2, windowMs: 60_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('fixed-window attempt limits (429 with Retry-After)', () => {
  it('allows max events per window per subject, then answers with the wait', async () => {
    const limiter = new AttemptLimiter(memoryCounters());
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'b');
    advance(15_000);
    const error = await limiter.hit(rule, 'a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(45);
    expect((error as RateLimitedError).status).toBe(429);
  });

  it('opens again when the window ends', async () => {
    const limiter = new AttemptLimiter(memoryCounters());
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    advance(60_000);
    await expect(limiter.hit(rule, 'a')).resolves.toBeUndefined();
  });

  it('an event given back (a sign-in that succeeded) no longer counts', async () => {
    const limiter = new AttemptLimiter(memoryCounters());
    await limiter.hit(rule, 'acct');
    await limiter.giveBack(rule, 'acct');
    await limiter.hit(rule, 'acct');
    await expect(limiter.hit(rule, 'acct')).resolves.toBeUndefined();
    await expect(limiter.hit(rule, 'acct')).rejects.toBeInstanceOf(RateLimitedError);
  });
});
