import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import { joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';

/**
 * Everything an item card or detail needs, with its store's fields and running discount
 * (add-ons are read from memory by id: catalog/add-on-index.cache.ts).
 */
export const itemColumns = {
  id: items.id,
  slug: items.slug,
  name: items.name,
  description: items.description,
  image: items.image,
  images: items.images,
  storeId: items.storeId,
  moduleId: items.moduleId,
  categoryId: items.categoryId,
  categoryIds: items.categoryIds,
  price: items.price,
  discount: items.discount,
  discountType: items.discountType,
  stock: items.stock,
  unitType: items.unitType,
  maximumCartQuantity: items.maximumCartQuantity,
  choiceOptions: items.choiceOptions,
  variations: items.variations,
  foodVariations: items.foodVariations,
  genericName: items.genericName,
  nutritionsName: items.nutritionsName,
  allergiesName: items.allergiesName,
  tags: items.tags,
  veg: items.veg,
  organic: items.organic,
  isHalal: items.isHalal,
  isPrescriptionRequired: items.isPrescriptionRequired,
  recommended: items.recommended,
  availableTimeStarts: items.availableTimeStarts,
  availableTimeEnds: items.availableTimeEnds,
  availableDateStarts: items.availableDateStarts,
  availableDateEnds: items.availableDateEnds,
  avgRating: items.avgRating,
  ratingCount: items.ratingCount,
  translations: items.translations,
  addOnIds: items.addOnIds,
  store: {
    name: stores.name,
    slug: stores.slug,
    zoneId: stores.zoneId,
    timeZone: stores.timeZone,
    scheduleOrder: stores.scheduleOrder,
    translations: stores.translations,
  },
  storeDiscount: { type: storeDiscounts.discountType, value: storeDiscounts.discount },
};

/** items ⋈ stores ⟕ running store discount; callers add where, order and limits. */
export function selectItemsWithStore(db: Database, now: Date) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
    .$dynamic();
}

export type ItemRecord = Awaited<ReturnType<typeof selectItemsWithStore>>[number];
