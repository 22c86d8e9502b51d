import type { Database } from '../../../db/client';
import { buildCategory, buildItem } from '../../../test/builders/category';
import { buildModule } from '../../../test/builders/module';
import { buildStore } from '../../../test/builders/store';
import { buildZone } from '../../../test/builders/zone';

/**
 * A small catalogue: a food module with a north store (zone north, Asia/Dhaka time, taking
 * scheduled orders) and a south store (zone south, UTC), a grocery module with one store in the north; food categories Mains > Curries and
 * Drinks. Prices in minor units.
 */
export async function buildCatalogueWorld(db: Database) {
  const north = await buildZone(db);
  const south = await buildZone(db);
  const food = await buildModule(db, { moduleType: 'food' });
  const grocery = await buildModule(db, { moduleType: 'grocery' });
  const northStore = await buildStore(
    db,
    { moduleId: food.id, zoneId: north.id },
    {
      name: 'North Kitchen',
      latitude: 23.8,
      longitude: 90.4,
      timeZone: 'Asia/Dhaka',
      scheduleOrder: true,
    },
  );
  const southStore = await buildStore(
    db,
    { moduleId: food.id, zoneId: south.id },
    { name: 'South Grill', latitude: 23.7, longitude: 90.4 },
  );
  const groceryStore = await buildStore(db, { moduleId: grocery.id, zoneId: north.id });
  const mains = await buildCategory(db, food.id, {
    name: 'Mains',
    featured: 1,
    translations: { es: { name: 'Principales' } },
  });
  const curries = await buildCategory(db, food.id, { name: 'Curries', parentId: mains.id });
  const drinks = await buildCategory(db, food.id, { name: 'Drinks' });
  const produce = await buildCategory(db, grocery.id, { name: 'Produce' });
  const at = (store: { id: number; moduleId: number }, categoryId: number) => ({
    storeId: store.id,
    moduleId: store.moduleId,
    categoryId,
  });
  return {
    north,
    south,
    food,
    grocery,
    northStore,
    southStore,
    groceryStore,
    mains,
    curries,
    drinks,
    produce,
    /** An item of `store` in `category` (path refs filled in). */
    item: (
      store: { id: number; moduleId: number },
      category: { id: number; parentId: number },
      overrides: Parameters<typeof buildItem>[2] = {},
    ) =>
      buildItem(db, at(store, category.id), {
        categoryIds:
          category.parentId === 0
            ? [{ id: category.id, position: 1 }]
            : [
                { id: category.parentId, position: 1 },
                { id: category.id, position: 2 },
              ],
        ...overrides,
      }),
  };
}

export type CatalogueWorld = Awaited<ReturnType<typeof buildCatalogueWorld>>;
