import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../app-types';

/**
 * A counting rule: at most `max` events per `windowMs` for one subject. `blockInMemoryAfter`:
 * once a subject has this many, this process refuses it from memory until the window ends.
 */
export type CountingRule = {
  name: string;
  max: number;
  windowMs: number;
  blockInMemoryAfter?: number;
};

/** Where fixed-window counters live; one per app instance, closed with it. */
export type CounterBackend = {
  kind: 'postgres' | 'redis' | 'memory';
  create(rule: CountingRule): RateLimiterAbstract;
  close(): Promise<void>;
};

const TABLE = 'rate_limits';

const options = (rule: CountingRule) => ({
  keyPrefix: rule.name,
  points: rule.max,
  duration: rule.windowMs / 1000,
  ...(rule.blockInMemoryAfter ? { inMemoryBlockOnConsumed: rule.blockInMemoryAfter } : {}),
});

/**
 * Counters every API process shares: Redis when REDIS_URL is set, else the `rate_limits` table
 * of the database (migrated like every other table, so rate-limiter-flexible never creates it).
 * Decision 0024.
 */
export function openCounterBackend({ db, env }: AppDeps): CounterBackend {
  if (env.REDIS_URL) return openRedisCounters(env.REDIS_URL);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let sweeping = false;
  return {
    kind: 'postgres',
    create: (rule) => {
      // One limiter's timer deletes every expired row of the table (every 5 minutes, unref'd).
      const clearExpiredByTimeout = !sweeping;
      sweeping = true;
      return new RateLimiterPostgres({
        ...options(rule),
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout,
      });
    },
    close: async () => {},
  };
}

export function openRedisCounters(url: string): CounterBackend {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  client.on('error', () => {});
  return {
    kind: 'redis',
    create: (rule) =>
      new RateLimiterRedis({ ...options(rule), storeClient: client, keyPrefix: `rl:${rule.name}` }),
    close: async () => {
      client.disconnect();
    },
  };
}

/** One process's memory only: unit tests of the counting rules. */
export function memoryCounters(): CounterBackend {
  return {
    kind: 'memory',
    create: (rule) => new RateLimiterMemory(options(rule)),
    close: async () => {},
  };
}
