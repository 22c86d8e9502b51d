import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type Counted, leasedCounter, leaseSize } from './leased-counts';
import type { CounterBackend } from './shared-counters';

type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin really passes to child(): the merged options with the route as routeInfo. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RouteInfo = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A store for @fastify/rate-limit over the counters every API process shares (decision 0024):
 * the global per-IP limit and the per-route ones count once across workers and machines. Once a
 * subject is over, this process answers it from memory until the window ends (the library's
 * inMemoryBlockOnConsumed), so a flood costs the database nothing more. Limits of 40 and more
 * are counted from leases (leased-counts.ts, decision 0044): one shared upsert per 5 % of the
 * limit instead of one per request.
 */
export function sharedRateLimitStore(backend: CounterBackend) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (name: string, max: number, windowMs: number) => {
    const id = `${name}|${max}|${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = backend.create({ name, max, windowMs, blockInMemoryAfter: max + 1 });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const leased = new Map<string, ReturnType<typeof leasedCounter>>();
  const leasedFor = (name: string, max: number, windowMs: number) => {
    const id = `${name}|${max}|${windowMs}`;
    let counter = leased.get(id);
    if (!counter) {
      // Its own limiter: a lease may pass the limit by its size, which must not block in memory.
      counter = leasedCounter(backend.create({ name, max, windowMs }), max, windowMs);
      leased.set(id, counter);
    }
    return counter;
  };

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly name: string;

    /** @fastify/rate-limit constructs it with its options; children get a route's name. */
    constructor(name?: unknown) {
      this.name = typeof name === 'string' ? name : 'request-ip';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (leaseSize(max) > 1) {
        leasedFor(this.name, max, timeWindow)
          .spend(key)
          .then(
            (counted) => callback(null, counted),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        return;
      }
      limiterFor(this.name, max, timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => {
            if (error instanceof RateLimiterRes) {
              // Refused (a block from memory may not say how many): over the limit either way.
              const current = Math.max(error.consumedPoints, max + 1);
              callback(null, { current, ttl: error.msBeforeNext });
            } else callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    child(routeOptions: ChildOptions) {
      const route = (routeOptions as unknown as RouteInfo).routeInfo ?? {};
      return new SharedRateLimitStore(`${this.name}:${String(route.method)}${String(route.url)}`);
    }
  };
}
