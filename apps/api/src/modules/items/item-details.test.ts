import { itemDetails } from '@marketplace/contract/endpoints/items';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { ItemDetailsSchema } from '@marketplace/contract/items';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAddOn, buildReview } from '../../test/builders/item-extras';
import { buildStoreDiscount, buildStoreSchedule } from '../../test/builders/store-details';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { type CatalogRequest, getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';
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

/** Wednesday 2025-01-15 12:00 in Asia/Dhaka (UTC+6). */
const DHAKA_NOON = new Date('2025-01-15T06:00:00Z');
const freezeAt = (moment: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
};

const details = async (id: string, moduleId = w.food.id, extra: CatalogRequest = {}) => {
  const response = await getCatalog(t, itemDetails, { params: { id }, moduleId, ...extra });
  return response;
};

describe('GET /api/v1/items/details/{id or slug}', () => {
  it('answers every field of the Item entity, amounts in major units', async () => {
    freezeAt(DHAKA_NOON);
    await buildStoreSchedule(t.db, w.northStore.id, { openingTime: '10:00', closingTime: '22:00' });
    await buildStoreDiscount(t.db, w.northStore.id, { discountType: 'amount', discount: 250 });
    const cheese = await buildAddOn(t.db, w.northStore.id, {
      name: 'Cheese',
      price: 99,
      translations: { es: { name: 'Queso' } },
    });
    const retired = await buildAddOn(t.db, w.northStore.id, { status: 0 });
    const curry = await w.item(w.northStore, w.curries, {
      slug: 'chicken-curry',
      name: 'Chicken curry',
      description: 'Slow cooked.',
      price: 1_099,
      discountType: 'percent',
      discount: 1_250,
      stock: 7,
      unitType: 'plate',
      images: ['items/a.svg', 'items/b.svg'],
      genericName: ['none'],
      nutritionsName: ['Protein'],
      allergiesName: ['Milk'],
      tags: ['spicy'],
      veg: 0,
      isHalal: 1,
      recommended: 1,
      avgRating: 4.26,
      ratingCount: 3,
      maximumCartQuantity: 5,
      availableTimeStarts: '11:00',
      availableTimeEnds: '15:00',
      choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['S', 'L'] }],
      variations: [
        { type: 'S', price: 1_099, stock: 3 },
        { type: 'L', price: 1_499, stock: 0 },
      ],
      foodVariations: [
        {
          name: 'Spice',
          type: 'single',
          min: 1,
          max: 1,
          required: 'on',
          values: [
            { label: 'Mild', optionPrice: 0 },
            { label: 'Hot', optionPrice: 150 },
          ],
        },
      ],
      addOnIds: [cheese.id, retired.id],
    });
    for (const rating of [5, 5, 3]) await buildReview(t.db, curry.id, { rating });

    const response = await details('chicken-curry', w.food.id, { locale: 'es' });
    expect(response.statusCode).toBe(200);
    const item = ItemDetailsSchema.parse(response.json());
    expect(item).toMatchObject({
      id: curry.id,
      slug: 'chicken-curry',
      name: 'Chicken curry',
      description: 'Slow cooked.',
      price: 10.99,
      stock: 7,
      unit_type: 'plate',
      discount: 12.5,
      discount_type: 'percent',
      store_discount: 2.5,
      restaurant_discount: 2.5,
      image_full_url: `${TEST_PUBLIC_URL}/images/${curry.image}`,
      images_full_url: [
        `${TEST_PUBLIC_URL}/images/items/a.svg`,
        `${TEST_PUBLIC_URL}/images/items/b.svg`,
      ],
      generic_name: ['none'],
      nutritions_name: ['Protein'],
      allergies_name: ['Milk'],
      veg: 0,
      organic: 0,
      is_halal: 1,
      halal_tag_status: 1,
      is_prescription_required: 0,
      recommended: 1,
      avg_rating: 4.3,
      rating_count: 3,
      wishlist_count: 0,
      store_id: w.northStore.id,
      store_name: 'North Kitchen',
      module_id: w.food.id,
      module_type: 'food',
      zone_id: w.north.id,
      available_time_starts: '11:00',
      available_time_ends: '15:00',
      available_date_starts: null,
      schedule_order: true,
      maximum_cart_quantity: 5,
      tags: [{ name: 'spicy' }],
      category_ids: [
        { id: w.mains.id, name: 'Principales', position: 1 },
        { id: w.curries.id, name: 'Curries', position: 2 },
      ],
      choice_options: [{ name: 'choice_1', title: 'Size', options: ['S', 'L'] }],
      variations: [
        { type: 'S', price: 10.99, stock: 3 },
        { type: 'L', price: 14.99, stock: 0 },
      ],
      add_ons: [{ id: cheese.id, store_id: w.northStore.id, name: 'Queso', price: 0.99 }],
      // 12.5 % off 10.99 = 9.62 (rounded to the cent), off 14.99 = 13.12
      price_range: { min: 10.99, max: 14.99, discounted_min: 9.62, discounted_max: 13.12 },
      is_available_now: true,
      in_stock: true,
      reviews_summary: {
        avg_rating: 4.3,
        rating_count: 3,
        rating_breakdown: [
          { rating: 5, count: 2 },
          { rating: 4, count: 0 },
          { rating: 3, count: 1 },
          { rating: 2, count: 0 },
          { rating: 1, count: 0 },
        ],
      },
    });
    expect(item.food_variations[0]?.values).toEqual([
      { label: 'Mild', optionPrice: 0 },
      { label: 'Hot', optionPrice: 1.5 },
    ]);
    expect(item.store_details).toMatchObject({
      id: w.northStore.id,
      slug: w.northStore.slug,
      time_zone: 'Asia/Dhaka',
      open: 1,
      active: true,
    });
  });

  it('reads the availability window and opening hours in the store time zone', async () => {
    await buildStoreSchedule(t.db, w.northStore.id, { openingTime: '10:00', closingTime: '14:00' });
    const lunch = await w.item(w.northStore, w.curries, {
      availableTimeStarts: '11:00',
      availableTimeEnds: '15:00',
      stock: 4,
    });
    freezeAt(DHAKA_NOON); // 12:00 in Dhaka, 06:00 UTC
    const atNoon = ItemDetailsSchema.parse((await details(String(lunch.id))).json());
    expect([atNoon.is_available_now, atNoon.in_stock, atNoon.store_details.open]).toEqual([
      true,
      true,
      1,
    ]);
    freezeAt(new Date('2025-01-15T12:00:00Z')); // 18:00 in Dhaka; 12:00 UTC would be inside
    const late = ItemDetailsSchema.parse((await details(String(lunch.id))).json());
    expect([late.is_available_now, late.in_stock, late.store_details.open]).toEqual([
      false,
      false,
      0,
    ]);
    // Issue 17 §1: the item view says when the store opens, from the store's own hours.
    expect(late.store_details.schedules).toContainEqual({
      day: 3,
      opening_time: '10:00',
      closing_time: '14:00',
    });
  });

  it('issue 17: a link without a moduleId reads the module from the item’s store', async () => {
    const tea = await w.item(w.southStore, w.drinks);
    for (const idOrSlug of [String(tea.id), tea.slug]) {
      const response = await getCatalog(t, itemDetails, { params: { id: idOrSlug } });
      expect(response.statusCode, idOrSlug).toBe(200);
      expect(ItemDetailsSchema.parse(response.json()).module_id).toBe(w.food.id);
    }
    // A moduleId that is sent still scopes the read: another module's item stays not found.
    expect((await details(String(tea.id), w.grocery.id)).statusCode).toBe(404);
  });

  it('answers 404 code item for another module, a store outside the zones, or an inactive item', async () => {
    const tea = await w.item(w.southStore, w.drinks);
    const gone = await w.item(w.northStore, w.drinks, { status: 0 });
    const cases = [
      await details(String(tea.id), w.grocery.id),
      await details(String(tea.id), w.food.id, { zoneIds: [w.north.id] }),
      await details(String(gone.id)),
      await details('no-such-item'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { code: 'item', message: 'Item not found' },
      ]);
    }
    expect((await details(String(tea.id), w.food.id, { zoneIds: [w.south.id] })).statusCode).toBe(
      200,
    );
  });

  it('finds campaign items only with campaign=1, and only while they run', async () => {
    freezeAt(DHAKA_NOON);
    const normal = await w.item(w.northStore, w.curries);
    const running = await w.item(w.northStore, w.curries, {
      availableDateStarts: '2025-01-10',
      availableDateEnds: '2025-01-20',
    });
    const expired = await w.item(w.northStore, w.curries, {
      availableDateStarts: '2024-12-01',
      availableDateEnds: '2025-01-14',
    });
    const campaign = await details(String(running.id), w.food.id, { query: { campaign: 1 } });
    expect(campaign.statusCode).toBe(200);
    expect(ItemDetailsSchema.parse(campaign.json())).toMatchObject({
      available_date_starts: '2025-01-10',
      available_date_ends: '2025-01-20',
    });
    expect((await details(String(running.id))).statusCode).toBe(404);
    expect(
      (await details(String(normal.id), w.food.id, { query: { campaign: 1 } })).statusCode,
    ).toBe(404);
    expect(
      (await details(String(expired.id), w.food.id, { query: { campaign: 1 } })).statusCode,
    ).toBe(404);
    expect(
      (await details(String(normal.id), w.food.id, { query: { campaign: 2 } })).statusCode,
    ).toBe(422);
  });

  it('shows an amount discount in major units and the range after it', async () => {
    const item = await w.item(w.northStore, w.drinks, {
      price: 500,
      discountType: 'amount',
      discount: 120,
    });
    const body = ItemDetailsSchema.parse((await details(String(item.id))).json());
    expect(body).toMatchObject({
      price: 5,
      discount: 1.2,
      discount_type: 'amount',
      store_discount: 0,
      price_range: { min: 5, max: 5, discounted_min: 3.8, discounted_max: 3.8 },
    });
  });
});
