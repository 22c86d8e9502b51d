import type { Database } from '../db/client';
import type { AppServices } from '../services/app-services';
import { ALL_CACHES } from '../services/cache-registry';

// Test support only: the app code reaches its services through its deps, never by database.
// Builders write tables behind the apps' backs, as a back-office write would, and then drop the
// cached copies of the apps built over that database, as such a write does through the caches.
const servicesByDatabase = new WeakMap<Database, Set<AppServices>>();

/** Called by the test app helpers for every app they build over `db`. */
export function trackTestServices(db: Database, services: AppServices): () => void {
  let tracked = servicesByDatabase.get(db);
  if (!tracked) {
    tracked = new Set();
    servicesByDatabase.set(db, tracked);
  }
  tracked.add(services);
  return () => tracked.delete(services);
}

/** Drops the named caches (or tags) of every test app built over `db`. */
export function invalidateTestCaches(db: Database, ...namesOrTags: string[]): void {
  for (const services of servicesByDatabase.get(db) ?? []) {
    services.caches.invalidateLocally(namesOrTags);
  }
}

/** Every cache and remembered guest of the test apps over `db` (after emptying its tables). */
export function forgetTestState(db: Database): void {
  for (const services of servicesByDatabase.get(db) ?? []) {
    services.caches.invalidateLocally([ALL_CACHES]);
    services.knownGuests.forget();
  }
}
