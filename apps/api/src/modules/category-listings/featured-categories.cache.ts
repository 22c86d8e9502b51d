import type { CacheRegistry } from '../../services/cache-registry';
import { defineCache } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';

/** Item ids per featured category, for one module and set of zones. */
export type FeaturedItemIds = Map<number, number[]>;

// The featured section is on every home page and ranks items across whole categories; which
// items are featured changes slowly, so the ranking is kept (prices and stock are read fresh).
const FEATURED_ITEM_IDS_CACHE = defineCache<FeaturedItemIds>({
  name: 'featured-item-ids',
  tags: [CATALOG_TAG],
  maxEntries: 200,
});

/** The cached ranking for (module, zones), computed by `load` on first use. */
export function getFeaturedItemIds(
  caches: CacheRegistry,
  key: { moduleId: number; zoneIds: number[] | null },
  load: () => Promise<FeaturedItemIds>,
): Promise<FeaturedItemIds> {
  const id = `${key.moduleId}|${key.zoneIds ? [...key.zoneIds].sort((a, b) => a - b).join(',') : '*'}`;
  return caches.get(FEATURED_ITEM_IDS_CACHE, id, load);
}
