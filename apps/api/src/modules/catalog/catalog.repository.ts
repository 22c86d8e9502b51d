import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addOns, categories, items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';

export async function selectActiveAddOns(db: Database) {
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

export async function selectAllCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      parentId: categories.parentId,
      moduleId: categories.moduleId,
      featured: categories.featured,
      priority: categories.priority,
      status: categories.status,
      translations: categories.translations,
    })
    .from(categories)
    .orderBy(asc(categories.id));
}

/** Active stores with their module and zone, and how many active, non-campaign items each lists. */
export async function selectStoreDirectoryRows(db: Database) {
  // One after the other: db may be a transaction (the cache loads where it is first needed),
  // whose one connection runs one query at a time.
  const storeRows = await db
    .select({ id: stores.id, moduleId: stores.moduleId, zoneId: stores.zoneId })
    .from(stores)
    .where(eq(stores.status, 1))
    .orderBy(asc(stores.id));
  const counts = await db
    .select({ storeId: items.storeId, n: count() })
    .from(items)
    .where(and(eq(items.status, 1), isNull(items.availableDateStarts)))
    .groupBy(items.storeId);
  return { storeRows, counts };
}
