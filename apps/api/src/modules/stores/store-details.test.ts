import { storeDetails } from '@marketplace/contract/endpoints/stores';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { StoreDetailsSchema } from '@marketplace/contract/stores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stores } from '../../db/schema/stores';
import { buildReview } from '../../test/builders/item-extras';
import { buildCoupon } from '../../test/builders/promotions';
import { buildStoreDiscount, buildStoreSchedule } from '../../test/builders/store-details';
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
afterEach(() => {
  vi.useRealTimers();
});

const freezeAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const details = (idOrSlug: string | number, headers = {}) =>
  getCatalog(t, storeDetails, { params: { id: idOrSlug }, moduleId: w.food.id, ...headers });

describe('GET /api/v1/stores/details/{id or slug}', () => {
  it('is open by its schedule in its own time zone, across midnight too', async () => {
    // North Kitchen keeps Asia/Dhaka time (UTC+6): Wednesday 18:00–02:00.
    await buildStoreSchedule(t.db, w.northStore.id, {
      openingTime: '18:00',
      closingTime: '02:00',
      days: [3],
    });
    const openAt = async (iso: string) => {
      freezeAt(iso);
      return StoreDetailsSchema.parse((await details(w.northStore.id)).json()).open;
    };
    expect(await openAt('2025-01-15T11:00:00Z')).toBe(0); // Wed 17:00 in Dhaka
    expect(await openAt('2025-01-15T13:00:00Z')).toBe(1); // Wed 19:00
    expect(await openAt('2025-01-15T19:30:00Z')).toBe(1); // Thu 01:30, Wednesday's slot
    expect(await openAt('2025-01-15T20:30:00Z')).toBe(0); // Thu 02:30
  });

  it('is closed while the owner has closed it, whatever the schedule', async () => {
    await t.db.update(stores).set({ active: false });
    await buildStoreSchedule(t.db, w.northStore.id, { openingTime: '00:00', closingTime: '23:59' });
    const body = StoreDetailsSchema.parse((await details(w.northStore.slug)).json());
    expect([body.open, body.active]).toEqual([0, false]);
  });

  it('answers schedules, distance, rating summary, categories, price range, discount and coupons', async () => {
    freezeAt('2025-01-15T06:00:00Z');
    await buildStoreSchedule(t.db, w.northStore.id, {
      openingTime: '09:00',
      closingTime: '21:00',
      days: [1, 2],
    });
    await buildStoreDiscount(t.db, w.northStore.id, { discountType: 'amount', discount: 300 });
    const curry = await w.item(w.northStore, w.curries, { price: 1_299 });
    await w.item(w.northStore, w.drinks, { price: 199 });
    await w.item(w.northStore, w.drinks, { price: 99_999, status: 0 });
    for (const rating of [5, 4, 4]) await buildReview(t.db, curry.id, { rating });
    const own = await buildCoupon(t.db, w.food.id, {
      code: 'OWN',
      couponType: 'store_wise',
      data: [w.northStore.id],
      discountType: 'amount',
      discount: 500,
      minPurchase: 2_000,
    });
    const general = await buildCoupon(t.db, w.food.id, { code: 'ALL' });
    const zone = await buildCoupon(t.db, w.food.id, {
      code: 'ZONE',
      couponType: 'zone_wise',
      data: [w.north.id],
    });
    await buildCoupon(t.db, w.food.id, {
      code: 'OTHER',
      couponType: 'store_wise',
      data: [w.southStore.id],
    });
    await buildCoupon(t.db, w.food.id, { code: 'OLD', expireDate: '2025-01-14' });
    await buildCoupon(t.db, w.grocery.id, { code: 'GROCERY' });

    const response = await details(w.northStore.slug, { position: { lat: 23.8, lng: 90.41 } });
    expect(response.statusCode).toBe(200);
    const store = StoreDetailsSchema.parse(response.json());
    expect(store).toMatchObject({
      id: w.northStore.id,
      time_zone: 'Asia/Dhaka',
      schedules: [
        { day: 1, opening_time: '09:00', closing_time: '21:00' },
        { day: 2, opening_time: '09:00', closing_time: '21:00' },
      ],
      open: 0, // Wednesday
      category_ids: [w.mains.id, w.curries.id, w.drinks.id].sort((a, b) => a - b),
      price_range: { min: 1.99, max: 12.99 },
      discount: { discount: 3, discount_type: 'amount' },
      rating_breakdown: [
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    // 0.01° of longitude at 23.8° N is about 1,018 m.
    expect(store.distance).toBeGreaterThan(1_000);
    expect(store.distance).toBeLessThan(1_040);
    expect(store.coupons.map((c) => c.code).sort()).toEqual(['ALL', 'OWN', 'ZONE']);
    expect(store.coupons.find((c) => c.id === own.id)).toMatchObject({
      discount: 5,
      discount_type: 'amount',
      min_purchase: 20,
    });
    expect(store.coupons.find((c) => c.id === general.id)?.discount).toBe(10);
    expect(store.coupons.some((c) => c.id === zone.id)).toBe(true);
  });

  it('issue 17: a link without a moduleId reads the module from the store, by id or slug', async () => {
    for (const idOrSlug of [String(w.northStore.id), w.northStore.slug]) {
      const response = await getCatalog(t, storeDetails, { params: { id: idOrSlug } });
      expect(response.statusCode, idOrSlug).toBe(200);
      expect(StoreDetailsSchema.parse(response.json()).module_id).toBe(w.food.id);
    }
    // Without a module and without such a store, the moduleId header is still what is missing.
    expect((await getCatalog(t, storeDetails, { params: { id: 'nobody' } })).statusCode).toBe(422);
  });

  it('answers 404 code store for another module, outside the zones, or unknown', async () => {
    const cases = [
      await getCatalog(t, storeDetails, {
        params: { id: w.northStore.id },
        moduleId: w.grocery.id,
      }),
      await details(w.northStore.id, { zoneIds: [w.south.id] }),
      await details('nobody'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { code: 'store', message: 'Store not found' },
      ]);
    }
    const withoutItems = StoreDetailsSchema.parse((await details(w.southStore.id)).json());
    expect([withoutItems.price_range, withoutItems.category_ids, withoutItems.items_count]).toEqual(
      [null, [], 0],
    );
  });
});
