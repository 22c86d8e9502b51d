import type { AppDeps } from '../../app-types';
import { defineCache } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import type { CatalogScope } from './catalog-scope';

/**
 * How long a catalogue read (a page of rows, an item's or a store's row) is served from memory.
 * Opening hours, availability windows and distances are computed from these rows per request;
 * a price or stock change shows within this time (the cart and checkout read the database).
 */
export const CATALOG_READ_TTL_MS = 10_000;

// The same page asked for by many customers within seconds is read once: a database round trip
// and the mapping of its rows cost far more than a lookup in memory.
const CATALOG_READS_CACHE = defineCache<unknown>({
  name: 'catalog-reads',
  tags: [CATALOG_TAG],
  ttlMs: CATALOG_READ_TTL_MS,
  maxEntries: 5_000,
});

/**
 * The rows `load` reads, shared by every request with the same `key` for a few seconds.
 * CATALOG_READ_CACHE=off (benchmarks of the database path): every read loads.
 */
export function readThrough<T>(
  { caches, env }: Pick<AppDeps, 'caches' | 'env'>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!env.CATALOG_READ_CACHE) return load();
  return caches.get(CATALOG_READS_CACHE, key, load) as Promise<T>;
}

/** A cache key: what is read, the module and zones, and the read's own inputs. */
export function catalogReadKey(
  kind: string,
  scope: Pick<CatalogScope, 'moduleId' | 'zoneIds'>,
  parts: (string | number | undefined | null)[] = [],
): string {
  const zones = scope.zoneIds ? [...scope.zoneIds].sort((a, b) => a - b).join(',') : '*';
  return [kind, scope.moduleId, zones, ...parts.map((part) => part ?? '')].join('|');
}
