import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { addOns } from '../../db/schema/catalog';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';

async function selectActiveAddOns(db: Database) {
  return db
    .select({
      id: addOns.id,
      storeId: addOns.storeId,
      name: addOns.name,
      price: addOns.price,
      translations: addOns.translations,
    })
    .from(addOns)
    .where(eq(addOns.status, 1))
    .orderBy(asc(addOns.id));
}

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
