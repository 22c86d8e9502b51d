import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectStoreDirectoryRows } from './catalog.repository';
import type { CatalogScope } from './catalog-scope';

export type StoreDirectoryEntry = {
  id: number;
  moduleId: number;
  zoneId: number;
  /** Active, non-campaign items. */
  listedItems: number;
};

async function loadStoreDirectory(db: Database): Promise<StoreDirectoryEntry[]> {
  const { storeRows, counts } = await selectStoreDirectoryRows(db);
  const byStore = new Map(counts.map((row) => [row.storeId, row.n]));
  return storeRows.map((row) => ({ ...row, listedItems: byStore.get(row.id) ?? 0 }));
}

// Which stores are active in which module and zone, and how many items each lists. Item queries
// filter by this literal id list instead of joining stores (the planner then knows how many
// stores it is looking at, even on an embedded database that never ran ANALYZE), store cards
// show the counts, and unfiltered item lists add them up instead of counting a large catalogue.
// Dropped with the catalogue: after adding stores or items, or changing their status, module
// or zone.
const STORE_DIRECTORY_CACHE = defineCache<StoreDirectoryEntry[]>({
  name: 'store-directory',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

export function getStoreDirectory({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, STORE_DIRECTORY_CACHE, () => loadStoreDirectory(db));
}

/** Active stores of the module in the caller's zones (all zones without a zoneId header). */
export function selectVisibleStores(
  directory: readonly StoreDirectoryEntry[],
  scope: Pick<CatalogScope, 'moduleId' | 'zoneIds'>,
): StoreDirectoryEntry[] {
  return directory.filter(
    (store) =>
      store.moduleId === scope.moduleId &&
      (scope.zoneIds === null || scope.zoneIds.includes(store.zoneId)),
  );
}
