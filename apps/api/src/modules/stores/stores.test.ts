import * as storeEndpoints from '@marketplace/contract/endpoints/stores';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { StoreCardPageSchema, StoreDetailsSchema } from '@marketplace/contract/stores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores';
import { buildModule } from '../../test/builders/module';
import { buildStore } from '../../test/builders/store';
import { buildStoreDiscount } from '../../test/builders/store-details';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
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

const storeNames = (body: unknown) => StoreCardPageSchema.parse(body).stores.map((s) => s.name);
const foodStore = (name: string, overrides: Parameters<typeof buildStore>[2] = {}) =>
  buildStore(t.db, { moduleId: w.food.id, zoneId: w.north.id }, { name, ...overrides });

describe('GET /api/v1/stores/latest', () => {
  it('answers Store entities newest first, paged, in the module and zones', async () => {
    const shop = await buildModule(t.db, { moduleType: 'ecommerce' });
    const day = 86_400_000;
    for (let n = 1; n <= 3; n++) {
      await buildStore(
        t.db,
        { moduleId: shop.id, zoneId: w.north.id },
        { name: `Store ${n}`, createdAt: new Date(Date.now() - (10 - n) * day) },
      );
    }
    await buildStore(t.db, { moduleId: shop.id, zoneId: w.south.id }, { name: 'South' });
    const response = await getCatalog(t, storeEndpoints.latestStores, {
      query: { limit: 2 },
      moduleId: shop.id,
      zoneIds: [w.north.id],
    });
    expect(response.statusCode).toBe(200);
    const page = StoreCardPageSchema.parse(response.json());
    expect(page).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(page.stores.map((s) => s.name)).toEqual(['Store 3', 'Store 2']);
    const beyond = await getCatalog(t, storeEndpoints.latestStores, {
      query: { limit: 2, offset: 5 },
      moduleId: shop.id,
      zoneIds: [w.north.id],
    });
    expect(StoreCardPageSchema.parse(beyond.json())).toEqual({
      total_size: 3,
      limit: 2,
      offset: 5,
      stores: [],
    });
  });

  it('fills the store card and the details: money in major units, flags, no distance without a position', async () => {
    await w.item(w.northStore, w.drinks);
    await w.item(w.northStore, w.drinks);
    await w.item(w.northStore, w.drinks, { status: 0 });
    await t.db
      .update(stores)
      .set({ minimumOrder: 1_250, freeDelivery: true, takeAway: false })
      .where(eq(stores.id, w.northStore.id));
    await buildStoreDiscount(t.db, w.northStore.id, {
      discount: 1_500,
      minPurchase: 2_000,
      maxDiscount: 500,
    });
    const response = await getCatalog(t, storeEndpoints.latestStores, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    const [store] = StoreCardPageSchema.parse(response.json()).stores;
    expect(store).toMatchObject({
      id: w.northStore.id,
      slug: w.northStore.slug,
      name: 'North Kitchen',
      logo_full_url: `${TEST_PUBLIC_URL}/images/${w.northStore.logo}`,
      cover_photo_full_url: `${TEST_PUBLIC_URL}/images/${w.northStore.coverPhoto}`,
      minimum_order: 12.5,
      free_delivery: true,
      open: 0,
      active: true,
      distance: null,
      zone_id: w.north.id,
      module_id: w.food.id,
      module_type: 'food',
      discount: {
        discount: 15,
        discount_type: 'percent',
        min_purchase: 20,
        max_discount: 5,
        start_date: '2000-01-01',
        end_date: '2999-12-31',
        start_time: '00:00',
        end_time: '23:59',
      },
    });
    // The card has only what a card shows; the rest of the Store entity is in the details.
    expect(response.json().stores[0]).not.toHaveProperty('items_count');
    const details = await getCatalog(t, storeEndpoints.storeDetails, {
      params: { id: w.northStore.id },
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    expect(StoreDetailsSchema.parse(details.json())).toMatchObject({
      delivery: 1,
      take_away: 0,
      items_count: 2,
    });
  });
});

describe('GET /api/v1/stores/popular', () => {
  it('orders by orders then rating and filters by service type', async () => {
    await foodStore('Busy', { orderCount: 90 });
    await foodStore('Take-away only', { orderCount: 50, delivery: false });
    await foodStore('Delivery only', { orderCount: 50, avgRating: 4.9, takeAway: false });
    const list = async (type: string) =>
      storeNames(
        (
          await getCatalog(t, storeEndpoints.popularStores, {
            query: { type },
            moduleId: w.food.id,
            zoneIds: [w.north.id],
          })
        ).json(),
      );
    expect(await list('all')).toEqual(['Busy', 'Delivery only', 'Take-away only', 'North Kitchen']);
    expect(await list('delivery')).toEqual(['Busy', 'Delivery only', 'North Kitchen']);
    expect(await list('take_away')).toEqual(['Busy', 'Take-away only', 'North Kitchen']);
    const bad = await getCatalog(t, storeEndpoints.popularStores, {
      query: { type: 'drone' },
      moduleId: w.food.id,
    });
    expect(ErrorEnvelopeSchema.parse(bad.json()).errors[0]?.code).toBe('type');
  });
});

describe('GET /api/v1/stores/get-stores/{type}', () => {
  it('applies the optional filters and orders', async () => {
    await foodStore('Featured veg', { featured: 1, nonVeg: 0, avgRating: 3 });
    const discounted = await foodStore('Discounted', { avgRating: 4.5 });
    await buildStoreDiscount(t.db, discounted.id);
    const expired = await foodStore('Expired offer');
    await buildStoreDiscount(t.db, expired.id, { startDate: '2000-01-01', endDate: '2000-01-31' });
    const list = async (query: Record<string, string | number>) =>
      storeNames(
        (
          await getCatalog(t, storeEndpoints.filteredStores, {
            params: { type: 'all' },
            query,
            moduleId: w.food.id,
            zoneIds: [w.north.id],
          })
        ).json(),
      );
    expect(await list({ featured: 1 })).toEqual(['Featured veg']);
    expect(await list({ discounted: 1 })).toEqual(['Discounted']);
    expect((await list({ sort_by: 'rating' }))[0]).toBe('Discounted');
    const wrong = await getCatalog(t, storeEndpoints.filteredStores, {
      params: { type: 'drive-in' },
      moduleId: w.food.id,
    });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('GET /api/v1/stores/top-offer-near-me', () => {
  it('lists stores with a running discount, nearest first, with distances in metres', async () => {
    const far = await foodStore('Far offer', { latitude: 23.9, longitude: 90.4 });
    const near = await foodStore('Near offer', { latitude: 23.781, longitude: 90.4 });
    await foodStore('No offer', { latitude: 23.7806, longitude: 90.4005 });
    await buildStoreDiscount(t.db, far.id);
    await buildStoreDiscount(t.db, near.id);
    const response = await getCatalog(t, storeEndpoints.topOfferStores, {
      moduleId: w.food.id,
      position: { lat: 23.7806, lng: 90.4005 },
    });
    const stores = StoreCardPageSchema.parse(response.json()).stores;
    expect(stores.map((s) => s.name)).toEqual(['Near offer', 'Far offer']);
    // 0.0004° of latitude and 0.0005° of longitude from the caller: about 70 m.
    expect(stores[0]?.distance).toBeGreaterThan(60);
    expect(stores[0]?.distance).toBeLessThan(75);
    expect(stores[1]?.distance).toBeGreaterThan(13_000);
  });
});
