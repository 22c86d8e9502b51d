import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addOns } from '../../db/schema/catalog';
import { createDbScopedCache } from '../../lib/db-scoped-cache';

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
const cache = createDbScopedCache(
  async (db: Database): Promise<AddOnIndex> =>
    new Map((await selectActiveAddOns(db)).map((addOn) => [addOn.id, addOn])),
);

/** Active add-ons by id. */
export const getAddOnIndex = cache.get;

/** Call after changing add-ons. */
export const invalidateAddOnIndex = cache.invalidate;
