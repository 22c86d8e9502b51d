import type { Database } from '../../db/client';
import { createDbScopedCache } from '../../lib/db-scoped-cache';

export type TtlCache<T> = {
  /** The value for `key`, loaded by `load` when missing or older than the cache's TTL. */
  get: (db: Database, key: string, load: () => Promise<T>) => Promise<T>;
  invalidate: (db: Database) => void;
};

type Entry<T> = { expiresAt: number; value: Promise<T> };

/**
 * Values kept for `ttlMs` per database handle and key (the db-scoped pattern of
 * lib/db-scoped-cache.ts with an age limit), at most `maxEntries` of them: when full, it starts
 * over. Concurrent misses share one load; a failed load is forgotten.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number): TtlCache<T> {
  const cache = createDbScopedCache(async () => new Map<string, Entry<T>>());
  return {
    async get(db, key, load) {
      const entries = await cache.get(db);
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate: cache.invalidate,
  };
}
