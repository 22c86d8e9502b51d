import type { Endpoint } from '@marketplace/contract/endpoint';
import * as itemEndpoints from '@marketplace/contract/endpoints/items';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  ItemCardListSchema,
  ItemCardPageSchema,
  ItemCardSchema,
  ItemDetailsSchema,
  ReviewPageSchema,
} from '@marketplace/contract/items';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { CATALOG_TAG } from '../../services/cache-tags';
import { buildReview } from '../../test/builders/item-extras';
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

const names = (body: unknown) => ItemCardPageSchema.parse(body).products.map((p) => p.name);

describe('GET /api/v1/items/popular', () => {
  it('requires the moduleId header and an active module', async () => {
    const missing = await getCatalog(t, itemEndpoints.popularItems);
    expect(missing.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(missing.json()).errors).toEqual([
      { code: 'moduleId', message: 'moduleId header is required' },
    ]);
    const unknown = await getCatalog(t, itemEndpoints.popularItems, { moduleId: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(unknown.json()).errors[0]?.code).toBe('moduleId');
  });

  it('answers cards: what a card shows, choices as has_choices, the rest in the details', async () => {
    await w.item(w.northStore, w.drinks, { name: 'Plain tea', price: 300, orderCount: 9 });
    await w.item(w.northStore, w.drinks, {
      name: 'Sized juice',
      price: 400,
      orderCount: 8,
      discount: 1000,
      choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['Small', 'Large'] }],
      variations: [
        { type: 'Small', price: 400, stock: 5 },
        { type: 'Large', price: 600, stock: 5 },
      ],
    });
    const response = await getCatalog(t, itemEndpoints.popularItems, { moduleId: w.food.id });
    const [plain, sized] = response.json().products;
    expect(Object.keys(plain).sort()).toEqual(Object.keys(ItemCardSchema.shape).sort());
    expect(plain).toMatchObject({ name: 'Plain tea', has_choices: false });
    expect(sized).toMatchObject({
      name: 'Sized juice',
      has_choices: true,
      discount: 10,
      discount_type: 'percent',
      price_range: { min: 4, max: 6, discounted_min: 3.6, discounted_max: 5.4 },
    });
    const details = await getCatalog(t, itemEndpoints.itemDetails, {
      params: { id: sized.id },
      moduleId: w.food.id,
    });
    expect(ItemDetailsSchema.parse(details.json()).variations).toHaveLength(2);
  });

  it('pages by 10 by default, offset as the 1-based page, with the total', async () => {
    for (let n = 1; n <= 12; n++) {
      await w.item(w.northStore, w.drinks, { name: `Drink ${n}`, orderCount: 100 - n });
    }
    const first = ItemCardPageSchema.parse(
      (await getCatalog(t, itemEndpoints.popularItems, { moduleId: w.food.id })).json(),
    );
    expect(first).toMatchObject({ total_size: 12, limit: 10, offset: 1 });
    expect(first.products.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Drink ${i + 1}`),
    );
    const second = await getCatalog(t, itemEndpoints.popularItems, {
      query: { limit: 5, offset: 3 },
      moduleId: w.food.id,
    });
    expect(ItemCardPageSchema.parse(second.json())).toMatchObject({
      total_size: 12,
      limit: 5,
      offset: 3,
    });
    expect(names(second.json())).toEqual(['Drink 11', 'Drink 12']);
  });

  it('answers 422 code limit above 100 and for a page below 1', async () => {
    const big = await getCatalog(t, itemEndpoints.popularItems, {
      query: { limit: 101 },
      moduleId: w.food.id,
    });
    expect(big.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(big.json()).errors[0]).toEqual({
      code: 'limit',
      message: 'limit must be a whole number between 1 and 100',
    });
    const zero = await getCatalog(t, itemEndpoints.popularItems, {
      query: { offset: 0 },
      moduleId: w.food.id,
    });
    expect(ErrorEnvelopeSchema.parse(zero.json()).errors[0]?.code).toBe('offset');
    const max = await getCatalog(t, itemEndpoints.popularItems, {
      query: { limit: 100 },
      moduleId: w.food.id,
    });
    expect(max.statusCode).toBe(200);
  });

  it('lists only active items of active stores of the module, in the caller zones, no campaign items', async () => {
    await w.item(w.northStore, w.drinks, { name: 'North tea' });
    await w.item(w.southStore, w.drinks, { name: 'South tea' });
    await w.item(w.groceryStore, w.produce, { name: 'Apples' });
    await w.item(w.northStore, w.drinks, { name: 'Hidden tea', status: 0 });
    await w.item(w.northStore, w.drinks, {
      name: 'Campaign tea',
      availableDateStarts: '2000-01-01',
      availableDateEnds: '2999-12-31',
    });
    const everywhere = await getCatalog(t, itemEndpoints.popularItems, { moduleId: w.food.id });
    expect(names(everywhere.json()).sort()).toEqual(['North tea', 'South tea']);
    const north = await getCatalog(t, itemEndpoints.popularItems, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    expect(names(north.json())).toEqual(['North tea']);
    const grocery = await getCatalog(t, itemEndpoints.popularItems, { moduleId: w.grocery.id });
    expect(names(grocery.json())).toEqual(['Apples']);
  });

  it('translates names and category names by X-localization', async () => {
    await w.item(w.northStore, w.curries, {
      name: 'Chicken curry',
      translations: { es: { name: 'Curry de pollo' } },
    });
    const response = await getCatalog(t, itemEndpoints.popularItems, {
      moduleId: w.food.id,
      locale: 'es',
    });
    const [item] = ItemCardPageSchema.parse(response.json()).products;
    expect(item?.name).toBe('Curry de pollo');
    const details = await getCatalog(t, itemEndpoints.itemDetails, {
      params: { id: String(item?.id) },
      moduleId: w.food.id,
      locale: 'es',
    });
    expect(ItemDetailsSchema.parse(details.json()).category_ids).toEqual([
      { id: w.mains.id, name: 'Principales', position: 1 },
      { id: w.curries.id, name: 'Curries', position: 2 },
    ]);
  });
});

describe('the other item lists', () => {
  it('orders latest, most-reviewed, discounted, new-arrival and recommended by their rule', async () => {
    const day = 86_400_000;
    const now = Date.now();
    await w.item(w.northStore, w.drinks, {
      name: 'Old favourite',
      createdAt: new Date(now - 90 * day),
      ratingCount: 50,
      discount: 1000,
      recommended: 1,
    });
    await w.item(w.northStore, w.drinks, {
      name: 'Fresh',
      createdAt: new Date(now - 2 * day),
      ratingCount: 3,
    });
    await w.item(w.northStore, w.drinks, {
      name: 'Newest',
      createdAt: new Date(now - day),
      discountType: 'amount',
      discount: 150,
    });
    const list = async (entry: Pick<Endpoint, 'method' | 'path'>) =>
      names((await getCatalog(t, entry, { moduleId: w.food.id })).json());
    expect(await list(itemEndpoints.latestItems)).toEqual(['Newest', 'Fresh', 'Old favourite']);
    expect(await list(itemEndpoints.mostReviewedItems)).toEqual([
      'Old favourite',
      'Fresh',
      'Newest',
    ]);
    expect((await list(itemEndpoints.discountedItems)).sort()).toEqual(['Newest', 'Old favourite']);
    expect(await list(itemEndpoints.newArrivalItems)).toEqual(['Newest', 'Fresh']);
    expect(await list(itemEndpoints.recommendedItems)).toEqual(['Old favourite']);
  });

  it('filters latest by store and by category with its sub-categories', async () => {
    await w.item(w.northStore, w.curries, { name: 'Curry' });
    await w.item(w.northStore, w.mains, { name: 'Roast' });
    await w.item(w.northStore, w.drinks, { name: 'Tea' });
    await w.item(w.southStore, w.curries, { name: 'South curry' });
    const list = async (query: Record<string, number>) =>
      names(
        (await getCatalog(t, itemEndpoints.latestItems, { query, moduleId: w.food.id })).json(),
      ).sort();
    expect(await list({ store_id: w.northStore.id })).toEqual(['Curry', 'Roast', 'Tea']);
    expect(await list({ category_id: w.mains.id })).toEqual(['Curry', 'Roast', 'South curry']);
    expect(await list({ store_id: w.northStore.id, category_id: w.curries.id })).toEqual(['Curry']);
    const bad = await getCatalog(t, itemEndpoints.latestItems, {
      query: { store_id: 'x' },
      moduleId: w.food.id,
    });
    expect(ErrorEnvelopeSchema.parse(bad.json()).errors[0]?.code).toBe('store_id');
  });
});

describe('GET /api/v1/items/related-store-items/{id}', () => {
  it("lists the item's store's other items, same category first; 404 for another module", async () => {
    const curry = await w.item(w.northStore, w.curries, { name: 'Curry', orderCount: 1 });
    await w.item(w.northStore, w.drinks, { name: 'Tea', orderCount: 99 });
    await w.item(w.northStore, w.curries, { name: 'Korma', orderCount: 5 });
    await w.item(w.southStore, w.curries, { name: 'Elsewhere' });
    const response = await getCatalog(t, itemEndpoints.relatedStoreItems, {
      params: { id: curry.id },
      moduleId: w.food.id,
    });
    expect(ItemCardListSchema.parse(response.json()).map((i) => i.name)).toEqual(['Korma', 'Tea']);
    const other = await getCatalog(t, itemEndpoints.relatedStoreItems, {
      params: { id: curry.id },
      moduleId: w.grocery.id,
    });
    expect(other.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(other.json()).errors[0]?.code).toBe('item');
  });
});

describe('GET /api/v1/items/reviews/{id}', () => {
  it('pages the reviews newest first', async () => {
    const curry = await w.item(w.northStore, w.curries);
    for (let n = 1; n <= 3; n++) {
      await buildReview(t.db, curry.id, {
        customerName: `Reviewer ${n}`,
        rating: n + 2,
        createdAt: new Date(Date.UTC(2025, 0, n)),
      });
    }
    const response = await getCatalog(t, itemEndpoints.itemReviews, {
      params: { id: curry.id },
      query: { limit: 2 },
      moduleId: w.food.id,
    });
    const page = ReviewPageSchema.parse(response.json());
    expect(page).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(page.reviews.map((r) => [r.customer_name, r.rating])).toEqual([
      ['Reviewer 3', 5],
      ['Reviewer 2', 4],
    ]);
    expect(page.reviews[0]?.created_at).toBe('2025-01-03T00:00:00.000Z');
    const missing = await getCatalog(t, itemEndpoints.itemReviews, {
      params: { id: 9999 },
      moduleId: w.food.id,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the catalogue read cache', () => {
  it('serves a page for a few seconds, until invalidated', async () => {
    const tea = await w.item(w.northStore, w.drinks, { name: 'Tea', price: 300 });
    const price = async () =>
      ItemCardPageSchema.parse(
        (await getCatalog(t, itemEndpoints.popularItems, { moduleId: w.food.id })).json(),
      ).products[0]?.price;
    expect(await price()).toBe(3);
    await t.db.update(items).set({ price: 450 }).where(eq(items.id, tea.id));
    expect(await price()).toBe(3);
    t.deps.caches.invalidate(CATALOG_TAG);
    expect(await price()).toBe(4.5);
  });
});
