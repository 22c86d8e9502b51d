import type { CacheRegistry } from '../../services/cache-registry';
import { defineCache } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';

// A page of a home list is an index scan that stops after `limit` rows, but its total_size
// counts every matching row of a large catalogue; totals change slowly and are only paging
// hints, so they are kept for a minute.
const LIST_TOTALS_CACHE = defineCache<number>({
  name: 'list-totals',
  tags: [CATALOG_TAG],
  ttlMs: 60_000,
  maxEntries: 1_000,
});

/** The cached total for `key`, counted by `count` when missing or older than a minute. */
export function getListTotal(
  caches: CacheRegistry,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  return caches.get(LIST_TOTALS_CACHE, key, count);
}
