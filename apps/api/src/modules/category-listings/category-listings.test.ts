import {
  categoryItems,
  categoryStores,
  featuredCategories,
} from '@marketplace/contract/endpoints/categories';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { FeaturedCategoriesSchema, ItemCardPageSchema } from '@marketplace/contract/items';
import { StoreCardPageSchema } from '@marketplace/contract/stores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { CATALOG_TAG } from '../../services/cache-tags';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';

let t: TestApp;
let w: CatalogueWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
});

describe('GET /api/v1/categories/items/{id}', () => {
  it('pages the items of the category and its sub-categories, most ordered first', async () => {
    await w.item(w.northStore, w.mains, { name: 'Roast', orderCount: 5 });
    await w.item(w.northStore, w.curries, { name: 'Korma', orderCount: 9 });
    await w.item(w.southStore, w.curries, { name: 'South curry', orderCount: 1 });
    await w.item(w.northStore, w.drinks, { name: 'Tea' });
    const response = await getCatalog(t, categoryItems, {
      params: { id: w.mains.id },
      moduleId: w.food.id,
    });
    const page = ItemCardPageSchema.parse(response.json());
    expect(page.total_size).toBe(3);
    expect(page.products.map((p) => p.name)).toEqual(['Korma', 'Roast', 'South curry']);
    const north = await getCatalog(t, categoryItems, {
      params: { id: w.curries.id },
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    expect(ItemCardPageSchema.parse(north.json()).products.map((p) => p.name)).toEqual(['Korma']);
  });

  it("answers 404 code category for another module's category", async () => {
    const response = await getCatalog(t, categoryItems, {
      params: { id: w.produce.id },
      moduleId: w.food.id,
    });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe('category');
  });
});

describe('GET /api/v1/categories/stores/{id}', () => {
  it('pages the stores listing items of the category', async () => {
    await w.item(w.northStore, w.curries);
    await w.item(w.southStore, w.drinks);
    const response = await getCatalog(t, categoryStores, {
      params: { id: w.mains.id },
      moduleId: w.food.id,
    });
    const page = StoreCardPageSchema.parse(response.json());
    expect(page.stores.map((s) => s.id)).toEqual([w.northStore.id]);
    expect(page.total_size).toBe(1);
  });
});

describe('GET /api/v1/categories/featured/items', () => {
  it('lists featured categories with their most ordered items, cached until invalidated', async () => {
    for (let n = 1; n <= 8; n++) {
      await w.item(w.northStore, n % 2 ? w.curries : w.mains, { name: `Dish ${n}`, orderCount: n });
    }
    await w.item(w.northStore, w.drinks, { name: 'Tea' });
    const read = async () =>
      FeaturedCategoriesSchema.parse(
        (await getCatalog(t, featuredCategories, { moduleId: w.food.id, locale: 'es' })).json(),
      );
    const first = await read();
    expect(first.categories.map((c) => c.name)).toEqual(['Principales']);
    expect(first.categories[0]?.items.map((i) => i.name)).toEqual([
      'Dish 8',
      'Dish 7',
      'Dish 6',
      'Dish 5',
      'Dish 4',
      'Dish 3',
    ]);
    // Prices are read fresh; the ranking is cached until the catalogue caches are dropped.
    await t.db.update(items).set({ price: 4_200, orderCount: 0 }).where(eq(items.name, 'Dish 8'));
    const cached = await read();
    expect(cached.categories[0]?.items[0]).toMatchObject({ name: 'Dish 8', price: 42 });
    t.deps.caches.invalidate(CATALOG_TAG);
    expect((await read()).categories[0]?.items[0]?.name).toBe('Dish 7');
  });
});
