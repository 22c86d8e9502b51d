import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectActiveAddOns } from './catalog.repository';

export type AddOnRecord = Awaited<ReturnType<typeof selectActiveAddOns>>[number];
export type AddOnIndex = Map<number, AddOnRecord>;

// Every item card lists its add-ons by id: a store's handful of extras, edited rarely. Reading
// them from memory saves a round trip on every item list and detail.
const ADD_ON_INDEX_CACHE = defineCache<AddOnIndex>({
  name: 'add-on-index',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

/** Active add-ons by id. */
export function getAddOnIndex({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(
    caches,
    ADD_ON_INDEX_CACHE,
    async (): Promise<AddOnIndex> =>
      new Map((await selectActiveAddOns(db)).map((addOn) => [addOn.id, addOn])),
  );
}
