import { describe, expect, it } from 'vitest';
import { AttemptLimiter, createMemoryCounterStore, RateLimitedError } from './attempt-limiter';

const rule = { name: 'test', max: 2, windowMs: 60_000 };

function limiterAt(start: number) {
  let now = start;
  const limiter = new AttemptLimiter(createMemoryCounterStore(), () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('fixed-window attempt limits (429 with Retry-After)', () => {
  it('allows max events per window per subject, then answers with the wait', async () => {
    const { limiter, advance } = limiterAt(1_000_000);
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
    const { limiter, advance } = limiterAt(0);
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    advance(60_000);
    await expect(limiter.hit(rule, 'a')).resolves.toBeUndefined();
  });

  it('counts failures without answering, checks them, and forgets them on success', async () => {
    const { limiter } = limiterAt(0);
    await limiter.record(rule, 'acct');
    await expect(limiter.assertOpen(rule, 'acct')).resolves.toBeUndefined();
    await limiter.record(rule, 'acct');
    await expect(limiter.assertOpen(rule, 'acct')).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.clear(rule, 'acct');
    await expect(limiter.assertOpen(rule, 'acct')).resolves.toBeUndefined();
  });
});
