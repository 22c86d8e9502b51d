import { scryptSync, timingSafeEqual } from 'node:crypto';
import { isPointInPolygon } from '@marketplace/domain/geo/point-in-polygon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidMediaPath } from '../../modules/media/media.service';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { BusinessSettingsSchema } from '../business-settings';
import * as t from '../schema/index';
import { day } from './context';
import { DEMO_CUSTOMER } from './customers';
import { seedDemoData } from './seed-demo';
import { countRows } from './stats';

const NOW = new Date();
const today = day(NOW, 0);

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  const result = await seedDemoData(test.db, { now: NOW });
  expect(result).toEqual({ seeded: true, generatedItems: 0 });
});
afterAll(() => test?.close());

describe('demo seed', () => {
  it('has the six modules, with icons and translations, rated in every zone', async () => {
    const modules = await test.db.select().from(t.modules);
    expect(modules.map((m) => m.moduleType).sort()).toEqual(
      ['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy', 'rental'].sort(),
    );
    for (const m of modules) {
      expect(m.icon && m.thumbnail && m.description).toBeTruthy();
      expect(m.translations.es?.name && m.translations.fr?.name).toBeTruthy();
    }
    const zones = await test.db.select().from(t.zones);
    expect(await test.db.select().from(t.zoneModules)).toHaveLength(zones.length * modules.length);
  });

  it('has parcel categories with images (some on the zone rate) and translated instructions', async () => {
    const categories = await test.db.select().from(t.parcelCategories);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.every((c) => c.image && c.translations.es?.name)).toBe(true);
    expect(categories.some((c) => c.perKmShippingCharge === null)).toBe(true);
    const instructions = await test.db.select().from(t.parcelInstructions);
    expect(instructions.every((i) => i.translations.fr?.instruction)).toBe(true);
  });

  it('has active zones with valid polygons, one with a surcharge, and an inactive one', async () => {
    const zones = await test.db.select().from(t.zones);
    const active = zones.filter((z) => z.status === 1);
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(zones.some((z) => z.status === 0)).toBe(true);
    expect(
      active.some((z) => z.increasedDeliveryFeeStatus === 1 && z.increasedDeliveryFee > 0),
    ).toBe(true);
    for (const zone of zones) {
      expect(zone.polygon.length).toBeGreaterThanOrEqual(3);
      let twiceArea = 0;
      zone.polygon.forEach((p, i) => {
        const q = zone.polygon[(i + 1) % zone.polygon.length] ?? p;
        expect(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180).toBe(true);
        twiceArea += p.lng * q.lat - q.lng * p.lat;
      });
      expect(Math.abs(twiceArea)).toBeGreaterThan(0);
    }
  });

  it('has a gazetteer of 40+ places inside the active zones and a few outside', async () => {
    const zones = (await test.db.select().from(t.zones)).filter((z) => z.status === 1);
    const places = await test.db.select().from(t.places);
    const inside = places.filter((p) =>
      zones.some((z) => isPointInPolygon({ lat: p.latitude, lng: p.longitude }, z.polygon)),
    );
    expect(inside.length).toBeGreaterThanOrEqual(40);
    expect(places.length - inside.length).toBeGreaterThanOrEqual(2);
  });

  it('has 30+ stores over the non-parcel modules, each inside its zone, with schedules', async () => {
    const stores = await test.db.select().from(t.stores);
    const zones = new Map((await test.db.select().from(t.zones)).map((z) => [z.id, z]));
    const modules = new Map(
      (await test.db.select().from(t.modules)).map((m) => [m.id, m.moduleType]),
    );
    expect(stores.length).toBeGreaterThanOrEqual(30);
    const types = new Set(stores.map((s) => modules.get(s.moduleId)));
    expect([...types].sort()).toEqual(['ecommerce', 'food', 'grocery', 'pharmacy', 'rental']);
    expect(new Set(stores.map((s) => s.zoneId)).size).toBeGreaterThanOrEqual(2);
    for (const s of stores) {
      const zone = zones.get(s.zoneId);
      expect(zone?.status).toBe(1);
      expect(isPointInPolygon({ lat: s.latitude, lng: s.longitude }, zone?.polygon ?? [])).toBe(
        true,
      );
    }
    const schedules = await test.db.select().from(t.storeSchedules);
    const daysOf = (id: number) =>
      new Set(schedules.filter((x) => x.storeId === id).map((x) => x.day));
    expect(stores.every((s) => daysOf(s.id).size > 0)).toBe(true);
    expect(stores.some((s) => daysOf(s.id).size < 7)).toBe(true);
    expect(schedules.some((x) => x.openingTime === '00:00' && x.closingTime !== '23:59')).toBe(
      true,
    );
    expect(stores.some((s) => s.freeDelivery)).toBe(true);
    expect(stores.some((s) => s.selfDeliverySystem && (s.perKmShippingCharge ?? 0) > 0)).toBe(true);
    expect(stores.some((s) => !s.active)).toBe(true);
    expect(stores.some((s) => !s.delivery) && stores.some((s) => !s.takeAway)).toBe(true);
    expect((await test.db.select().from(t.storeDiscounts)).length).toBeGreaterThan(0);
  });

  it('has 600+ catalogue items in the modules of their stores, with categories', async () => {
    const items = await test.db.select().from(t.items);
    const regular = items.filter((i) => i.availableDateStarts === null);
    expect(regular.length).toBeGreaterThanOrEqual(600);
    const stores = new Map((await test.db.select().from(t.stores)).map((s) => [s.id, s]));
    const categories = new Map((await test.db.select().from(t.categories)).map((c) => [c.id, c]));
    for (const item of items) {
      expect(stores.get(item.storeId)?.moduleId).toBe(item.moduleId);
      expect(categories.get(item.categoryId)?.moduleId).toBe(item.moduleId);
      expect(item.price).toBeGreaterThan(0);
      expect(item.translations.es?.name && item.translations.fr?.name).toBeTruthy();
    }
    expect(items.some((i) => i.discountType === 'percent' && i.discount > 0)).toBe(true);
    expect(items.some((i) => i.discountType === 'amount' && i.discount > 0)).toBe(true);
    expect(items.some((i) => i.stock === 0)).toBe(true);
    expect(items.some((i) => i.maximumCartQuantity !== null)).toBe(true);
    expect(items.some((i) => i.availableTimeStarts !== '00:00')).toBe(true);
    for (const flag of ['veg', 'organic', 'isHalal', 'recommended'] as const) {
      expect(items.some((i) => i[flag] === 1)).toBe(true);
    }
    expect(items.some((i) => i.nutritionsName.length && i.allergiesName.length)).toBe(true);
    expect((await test.db.select().from(t.reviews)).length).toBeGreaterThan(items.length / 2);
    expect([...categories.values()].some((c) => c.parentId !== 0)).toBe(true);
    expect([...categories.values()].some((c) => c.featured === 1)).toBe(true);
  });

  it('has food variations of every kind and add-ons of the item’s own store', async () => {
    const items = await test.db.select().from(t.items);
    const groups = items.flatMap((i) => i.foodVariations);
    for (const [type, required] of [
      ['single', 'on'],
      ['single', 'off'],
      ['multi', 'on'],
      ['multi', 'off'],
    ]) {
      expect(groups.some((g) => g.type === type && g.required === required)).toBe(true);
    }
    expect(groups.every((g) => g.min <= g.max && g.values.length >= g.max)).toBe(true);
    const addOns = new Map((await test.db.select().from(t.addOns)).map((a) => [a.id, a]));
    const withAddOns = items.filter((i) => i.addOnIds.length > 0);
    expect(withAddOns.length).toBeGreaterThan(0);
    for (const item of withAddOns) {
      for (const id of item.addOnIds) expect(addOns.get(id)?.storeId).toBe(item.storeId);
    }
  });

  it('has choice-option variations whose type joins the option values, one out of stock', async () => {
    const items = (await test.db.select().from(t.items)).filter((i) => i.variations.length > 0);
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      const combos = item.choiceOptions.reduce<string[]>(
        (acc, o) => acc.flatMap((prefix) => o.options.map((v) => (prefix ? `${prefix}-${v}` : v))),
        [''],
      );
      expect(item.variations.map((v) => v.type)).toEqual(combos);
    }
    expect(items.some((i) => i.variations.some((v) => v.stock === 0))).toBe(true);
    expect(items.some((i) => i.choiceOptions.length > 1)).toBe(true);
  });

  it('has prescription medicines with generic names', async () => {
    const items = await test.db.select().from(t.items);
    const rx = items.filter((i) => i.isPrescriptionRequired === 1);
    expect(rx.length).toBeGreaterThan(0);
    expect(rx.every((i) => i.genericName.length > 0)).toBe(true);
  });

  it('has campaign items and campaigns that are current, expired and upcoming', async () => {
    const campaignItems = (await test.db.select().from(t.items)).filter(
      (i) => i.availableDateStarts,
    );
    const state = (start: string, end: string) =>
      end < today ? 'expired' : start > today ? 'upcoming' : 'current';
    const itemStates = campaignItems.map((i) =>
      state(i.availableDateStarts ?? '', i.availableDateEnds ?? ''),
    );
    expect(new Set(itemStates)).toEqual(new Set(['current', 'expired', 'upcoming']));
    const campaigns = await test.db.select().from(t.campaigns);
    expect(new Set(campaigns.map((c) => state(c.startDate, c.endDate)))).toEqual(
      new Set(['current', 'expired', 'upcoming']),
    );
    expect((await test.db.select().from(t.campaignStores)).length).toBeGreaterThanOrEqual(
      campaigns.length,
    );
    const sales = await test.db.select().from(t.flashSales);
    expect(sales.some((s) => state(s.startDate, s.endDate) === 'current')).toBe(true);
    expect((await test.db.select().from(t.flashSaleItems)).length).toBeGreaterThan(0);
  });

  it('has banners of every type and coupons of every type and state', async () => {
    const banners = await test.db.select().from(t.banners);
    expect(new Set(banners.map((b) => b.type))).toEqual(
      new Set(['default', 'store_wise', 'item_wise']),
    );
    const coupons = await test.db.select().from(t.coupons);
    expect(new Set(coupons.map((c) => c.couponType))).toEqual(
      new Set(['zone_wise', 'store_wise', 'free_delivery', 'default', 'first_order']),
    );
    expect(coupons.some((c) => c.discountType === 'percent' && c.maxDiscount > 0)).toBe(true);
    expect(coupons.some((c) => c.discountType === 'percent' && c.maxDiscount === 0)).toBe(true);
    expect(coupons.some((c) => c.discountType === 'amount' && c.discount > 0)).toBe(true);
    expect(coupons.some((c) => c.limit > 0) && coupons.some((c) => c.minPurchase > 0)).toBe(true);
    expect(
      coupons.some((c) => c.expireDate < today) && coupons.some((c) => c.startDate > today),
    ).toBe(true);
    expect(
      coupons.filter((c) => c.couponType === 'store_wise').every((c) => c.data.length > 0),
    ).toBe(true);
  });

  it('has translated other banners, some opening a store, and advertisements running and ended', async () => {
    const others = await test.db.select().from(t.otherBanners);
    expect(others.some((b) => b.zoneId === null) && others.some((b) => b.storeId !== null)).toBe(
      true,
    );
    for (const b of others)
      expect(b.translations.es?.title && b.translations.fr?.title).toBeTruthy();
    const ads = await test.db.select().from(t.advertisements);
    const running = ads.filter((a) => a.startDate <= today && today <= a.endDate);
    expect(running.length).toBeGreaterThanOrEqual(8);
    expect(ads.some((a) => a.endDate < today)).toBe(true);
  });

  it('has rental providers with vehicles of every trip type', async () => {
    const vehicles = await test.db.select().from(t.vehicles);
    expect(vehicles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(vehicles.map((v) => v.providerId)).size).toBeGreaterThanOrEqual(4);
    expect(vehicles.some((v) => v.tripHourly === 1 && v.hourlyPrice > 0)).toBe(true);
    expect(vehicles.some((v) => v.tripDistance === 1 && v.distancePrice > 0)).toBe(true);
    expect(vehicles.some((v) => v.tripDayWise === 1 && v.dayWisePrice > 0)).toBe(true);
    expect(vehicles.some((v) => v.airCondition === 0) && vehicles.some((v) => v.newTag === 1)).toBe(
      true,
    );
    expect(new Set(vehicles.map((v) => v.transmissionType)).size).toBeGreaterThan(1);
    expect(vehicles.some((v) => v.discountPrice > 0)).toBe(true);
  });

  it("rates vehicles and providers from their vehicles' reviews", async () => {
    const [vehicles, reviews, stores] = await Promise.all([
      test.db.select().from(t.vehicles),
      test.db.select().from(t.vehicleReviews),
      test.db.select().from(t.stores),
    ]);
    const average = (ratings: number[]) =>
      ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
        : 0;
    for (const vehicle of vehicles) {
      const own = reviews.filter((r) => r.vehicleId === vehicle.id).map((r) => r.rating);
      expect(vehicle).toMatchObject({ totalReviews: own.length, avgRating: average(own) });
    }
    for (const providerId of new Set(vehicles.map((v) => v.providerId))) {
      const fleet = new Set(vehicles.filter((v) => v.providerId === providerId).map((v) => v.id));
      const ratings = reviews.filter((r) => fleet.has(r.vehicleId)).map((r) => r.rating);
      expect(stores.find((s) => s.id === providerId)).toMatchObject({
        ratingCount: ratings.length,
        avgRating: average(ratings),
      });
    }
    expect(reviews.length).toBeGreaterThan(100);
  });

  it('stores every referenced image as an SVG', async () => {
    const db = test.db;
    const paths = new Set<string>([
      ...(await db.select().from(t.modules)).flatMap((m) => [m.icon, m.thumbnail]),
      ...(await db.select().from(t.categories)).map((c) => c.image),
      ...(await db.select().from(t.brands)).map((b) => b.image),
      ...(await db.select().from(t.stores)).flatMap((s) => [s.logo, s.coverPhoto]),
      ...(await db.select().from(t.items)).flatMap((i) => [i.image, ...i.images]),
      ...(await db.select().from(t.campaigns)).map((c) => c.image),
      ...(await db.select().from(t.banners)).map((b) => b.image),
      ...(await db.select().from(t.otherBanners)).map((b) => b.image),
      ...(await db.select().from(t.advertisements)).map((a) => a.coverImage),
      ...(await db.select().from(t.vehicleCategories)).map((c) => c.image),
      ...(await db.select().from(t.vehicleBrands)).map((b) => b.image),
      ...(await db.select().from(t.vehicles)).flatMap((v) => [v.thumbnail, ...v.images]),
      ...(await db.select().from(t.users)).flatMap((u) => (u.image ? [u.image] : [])),
    ]);
    const settings = await readSettings();
    paths.add(settings.logo).add(settings.fav_icon);
    for (const g of settings.payment_gateways) if (g.image) paths.add(g.image);
    const media = new Map((await db.select().from(t.media)).map((m) => [m.path, m]));
    for (const path of paths) {
      expect(isValidMediaPath(path), path).toBe(true);
      const file = media.get(path);
      expect(file?.contentType, path).toBe('image/svg+xml');
      expect(file?.body).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
      expect(file?.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it('stores every business setting, valid against the schema', async () => {
    const settings = await readSettings();
    expect(settings.business_name).toBeTruthy();
    expect(settings.languages.map((l) => l.key)).toEqual(['en', 'es', 'fr']);
    const flags = [
      settings.refund_policy_status,
      settings.cancelation_policy_status,
      settings.shipping_policy_status,
    ];
    expect(flags).toContain(0);
    expect(settings.landing_page.playstore_url_status).toBe(1);
    expect(settings.landing_page.apple_store_url_status).toBe(0);
  });

  it('has the demo customer with the published password', async () => {
    const [user] = await test.db.select().from(t.users);
    expect(user).toMatchObject({ email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone });
    expect(user?.walletBalance).toBeGreaterThan(0);
    expect(user?.loyaltyPoint).toBeGreaterThan(0);
    const [scheme, n, r, p, salt, hash] = (user?.passwordHash ?? '').split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    const saltBytes = Buffer.from(salt ?? '', 'base64');
    const expected = Buffer.from(hash ?? '', 'base64');
    expect(saltBytes).toHaveLength(16);
    expect(expected).toHaveLength(64);
    const actual = scryptSync(DEMO_CUSTOMER.password, saltBytes, 64, { N: 16384, r: 8, p: 1 });
    expect(timingSafeEqual(actual, expected)).toBe(true);
  });

  it('does nothing when run again', async () => {
    const before = await countRows(test.db);
    expect(await seedDemoData(test.db, { now: NOW })).toEqual({ seeded: false, generatedItems: 0 });
    expect(await countRows(test.db)).toEqual(before);
  });
});

async function readSettings() {
  const rows = await test.db.select().from(t.businessSettings);
  const keys = Object.keys(BusinessSettingsSchema.shape);
  for (const key of keys)
    expect(
      rows.some((r) => r.key === key),
      key,
    ).toBe(true);
  return BusinessSettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}
