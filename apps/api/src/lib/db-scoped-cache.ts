import type { Database } from '../db/client';

export type DbScopedCache<T> = {
  get: (db: Database) => Promise<T>;
  invalidate: (db: Database) => void;
};

/**
 * Memoises one value per database handle until invalidated (tests open many databases in one
 * process, so a plain module-level value would leak between them). Concurrent first calls share
 * one load; a failed load is forgotten so the next call retries.
 *
 * One process only: with Redis configured, `invalidate` would also publish on a channel every
 * instance subscribes to, so all of them drop their copy.
 */
export function createDbScopedCache<T>(load: (db: Database) => Promise<T>): DbScopedCache<T> {
  const entries = new WeakMap<Database, Promise<T>>();
  return {
    get(db) {
      const cached = entries.get(db);
      if (cached) return cached;
      const loading = load(db);
      entries.set(db, loading);
      loading.catch(() => {
        if (entries.get(db) === loading) entries.delete(db);
      });
      return loading;
    },
    invalidate(db) {
      entries.delete(db);
    },
  };
}
