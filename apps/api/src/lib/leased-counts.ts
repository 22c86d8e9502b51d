import { LRUCache } from 'lru-cache';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** A count as @fastify/rate-limit reads it: the subject's requests this window, and ms left. */
export type Counted = { current: number; ttl: number };

/**
 * Counts one process takes from the shared store at once: 5 % of the limit, at least 1 (limits
 * under 40 stay exact, one shared upsert per request). Decision 0044.
 */
export function leaseSize(max: number): number {
  return Math.max(1, Math.floor(max / 20));
}

type Lease = {
  left: number;
  counted: number;
  resetAt: number;
  /** The shared count went over the limit: nothing more this window. */
  exhausted: boolean;
  pending?: Promise<void>;
};

/**
 * A subject's requests counted from a lease: the process adds `leaseSize` to the shared count in
 * one upsert and spends the lease from memory. The shared count is never below what was let
 * through, so the processes together never let more than `max` through in a window; leases not
 * spent when the window ends count as used, so near the limit up to (leaseSize - 1) requests per
 * process may be refused early.
 */
export function leasedCounter(limiter: RateLimiterAbstract, max: number, windowMs: number) {
  const size = leaseSize(max);
  const leases = new LRUCache<string, Lease>({ max: 50_000, ttl: windowMs });

  const take = async (key: string, lease: Lease): Promise<void> => {
    const now = Date.now();
    try {
      const res = await limiter.consume(key, size);
      Object.assign(lease, { left: size, counted: res.consumedPoints });
      lease.resetAt = now + res.msBeforeNext;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // Over the limit with this lease: what was left before it is still ours (it is counted).
      const before = error.consumedPoints >= size ? error.consumedPoints - size : max;
      lease.left = Math.max(0, Math.min(size, max - before));
      lease.counted = before + lease.left;
      lease.resetAt = now + error.msBeforeNext;
      lease.exhausted = true;
    }
  };

  const spend = async (key: string): Promise<Counted> => {
    let lease = leases.get(key);
    if (!lease || Date.now() >= lease.resetAt) {
      lease = { left: 0, counted: 0, resetAt: Number.POSITIVE_INFINITY, exhausted: false };
      leases.set(key, lease);
    }
    const current = lease;
    // Requests that arrive while a lease is being taken wait for it instead of taking another.
    while (current.left === 0 && !current.exhausted) {
      current.pending ??= take(key, current).finally(() => {
        current.pending = undefined;
      });
      await current.pending;
    }
    const ttl = Math.max(0, current.resetAt - Date.now());
    if (current.left === 0) return { current: max + 1, ttl };
    current.left -= 1;
    return { current: current.counted - current.left, ttl };
  };

  return { spend };
}
