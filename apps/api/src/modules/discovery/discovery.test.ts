import {
  AdvertisementListSchema,
  CombinedDataSchema,
  MostTipsSchema,
  OtherBannerListSchema,
} from '@marketplace/contract/discovery';
import * as discoveryEndpoints from '@marketplace/contract/endpoints/discovery';
import { ItemCardPageSchema } from '@marketplace/contract/items';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_TAG } from '../../services/cache-tags';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildAdvertisement, buildOtherBanner } from '../../test/builders/discovery';
import { buildStore } from '../../test/builders/store';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';
import { buildOrder } from '../order-tracking/testing/order-builders';

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

const inNorth = () => ({ moduleId: w.food.id, zoneIds: [w.north.id] });

describe('GET /other-banners', () => {
  it("answers the module's banners for the caller's zones in order, with the store they open", async () => {
    const second = await buildOtherBanner(t.db, w.food.id, { position: 2, title: 'Second' });
    const first = await buildOtherBanner(t.db, w.food.id, {
      position: 1,
      title: 'Eat well',
      subtitle: 'Tonight',
      zoneId: w.north.id,
      storeId: w.northStore.id,
      translations: { es: { title: 'Come bien' } },
    });
    await buildOtherBanner(t.db, w.food.id, { zoneId: w.south.id });
    await buildOtherBanner(t.db, w.food.id, { storeId: w.southStore.id });
    await buildOtherBanner(t.db, w.grocery.id);
    await buildOtherBanner(t.db, w.food.id, { status: 0 });

    const response = await getCatalog(t, discoveryEndpoints.otherBanners, inNorth());
    expect(response.statusCode).toBe(200);
    const body = OtherBannerListSchema.parse(response.json());
    expect(body.banners.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(body.banners[0]).toMatchObject({
      title: 'Eat well',
      subtitle: 'Tonight',
      image_full_url: `${TEST_PUBLIC_URL}/images/${first.image}`,
      store: { id: w.northStore.id, name: 'North Kitchen' },
    });
    expect(body.banners[1]?.store).toBeNull();

    const spanish = await getCatalog(t, discoveryEndpoints.otherBanners, {
      ...inNorth(),
      locale: 'es',
    });
    expect(OtherBannerListSchema.parse(spanish.json()).banners[0]?.title).toBe('Come bien');
  });

  it('answers an empty list for a module without any, and 422 without or with a bad moduleId', async () => {
    const empty = await getCatalog(t, discoveryEndpoints.otherBanners, inNorth());
    expect(OtherBannerListSchema.parse(empty.json()).banners).toEqual([]);

    const missing = await getCatalog(t, discoveryEndpoints.otherBanners, { zoneIds: [w.north.id] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].code).toBe('moduleId');
    const unknown = await getCatalog(t, discoveryEndpoints.otherBanners, { moduleId: 999_999 });
    expect(unknown.statusCode).toBe(422);
  });

  it('keeps serving the cached list until the catalogue caches are invalidated', async () => {
    await buildOtherBanner(t.db, w.food.id);
    const count = async () =>
      OtherBannerListSchema.parse(
        (await getCatalog(t, discoveryEndpoints.otherBanners, inNorth())).json(),
      ).banners.length;
    expect(await count()).toBe(1);
    await buildOtherBanner(t.db, w.food.id);
    expect(await count()).toBe(1);
    t.deps.caches.invalidate(CATALOG_TAG);
    expect(await count()).toBe(2);
  });
});

describe('GET /advertisement/list', () => {
  it("lists the running advertisements of the module's stores in the caller's zones by priority", async () => {
    const later = await buildAdvertisement(t.db, w.northStore.id, { priority: 5 });
    const top = await buildAdvertisement(t.db, w.northStore.id, {
      priority: 1,
      title: 'Curry night',
      description: 'Two for one',
    });
    await buildAdvertisement(t.db, w.southStore.id);
    await buildAdvertisement(t.db, w.groceryStore.id);
    await buildAdvertisement(t.db, w.northStore.id, { endDate: '2001-01-01' });
    await buildAdvertisement(t.db, w.northStore.id, { startDate: '2998-01-01' });
    await buildAdvertisement(t.db, w.northStore.id, { status: 0 });
    const closed = await buildStore(
      t.db,
      { moduleId: w.food.id, zoneId: w.north.id },
      { status: 0 },
    );
    await buildAdvertisement(t.db, closed.id);

    const response = await getCatalog(t, discoveryEndpoints.advertisementList, inNorth());
    expect(response.statusCode).toBe(200);
    const body = AdvertisementListSchema.parse(response.json());
    expect(body.advertisements.map((a) => a.id)).toEqual([top.id, later.id]);
    expect(body.advertisements[0]).toMatchObject({
      title: 'Curry night',
      description: 'Two for one',
      cover_image_full_url: `${TEST_PUBLIC_URL}/images/${top.coverImage}`,
      store: { id: w.northStore.id, slug: w.northStore.slug, name: 'North Kitchen' },
    });

    const everywhere = await getCatalog(t, discoveryEndpoints.advertisementList, {
      moduleId: w.food.id,
    });
    expect(AdvertisementListSchema.parse(everywhere.json()).advertisements).toHaveLength(3);
  });

  it('answers an empty list where no store advertises, and 422 without a moduleId', async () => {
    const empty = await getCatalog(t, discoveryEndpoints.advertisementList, {
      moduleId: w.grocery.id,
      zoneIds: [w.south.id],
    });
    expect(AdvertisementListSchema.parse(empty.json()).advertisements).toEqual([]);
    const missing = await getCatalog(t, discoveryEndpoints.advertisementList);
    expect(missing.statusCode).toBe(422);
  });
});

describe('GET /most-tips', () => {
  async function tipped(tips: number, overrides: { zoneId?: number; status?: 'canceled' } = {}) {
    const me = await buildSignedInCustomer(t.db);
    const item = await w.item(w.northStore, w.drinks);
    const shop = {
      moduleId: w.food.id,
      zoneId: overrides.zoneId ?? w.north.id,
      storeId: w.northStore.id,
      itemId: item.id,
    };
    await buildOrder(t.db, shop, {
      owner: me,
      overrides: { tips, ...(overrides.status ? { status: overrides.status } : {}) },
    });
  }

  it("answers the tip chosen most often on the module's orders in the caller's zones, in major units", async () => {
    await tipped(200);
    await tipped(500);
    await tipped(500);
    await tipped(100, { zoneId: w.south.id });
    await tipped(100, { zoneId: w.south.id });
    await tipped(100, { zoneId: w.south.id });
    await tipped(200, { status: 'canceled' });
    await tipped(200, { status: 'canceled' });
    await tipped(0);
    await tipped(0);
    await tipped(0);
    const response = await getCatalog(t, discoveryEndpoints.mostTips, inNorth());
    expect(response.statusCode).toBe(200);
    expect(MostTipsSchema.parse(response.json())).toEqual({ most_tips_amount: 5 });
  });

  it('answers null where nobody has tipped yet, and 422 without a moduleId', async () => {
    const none = await getCatalog(t, discoveryEndpoints.mostTips, inNorth());
    expect(none.json()).toEqual({ most_tips_amount: null });
    const missing = await getCatalog(t, discoveryEndpoints.mostTips, { zoneIds: [w.north.id] });
    expect(missing.statusCode).toBe(422);
  });
});

describe('GET /get-combined-data', () => {
  it('answers the other banners, advertisements and most chosen tip of the same scope', async () => {
    const banner = await buildOtherBanner(t.db, w.food.id, { zoneId: w.north.id });
    await buildOtherBanner(t.db, w.food.id, { zoneId: w.south.id });
    const ad = await buildAdvertisement(t.db, w.northStore.id);
    await buildAdvertisement(t.db, w.southStore.id);
    const response = await getCatalog(t, discoveryEndpoints.combinedData, inNorth());
    expect(response.statusCode).toBe(200);
    const body = CombinedDataSchema.parse(response.json());
    expect(body.other_banners.map((b) => b.id)).toEqual([banner.id]);
    expect(body.advertisements.map((a) => a.id)).toEqual([ad.id]);
    expect(body.most_tips_amount).toBeNull();
  });

  it('answers empty lists for a scope without any, and 422 for a bad moduleId header', async () => {
    const empty = await getCatalog(t, discoveryEndpoints.combinedData, { moduleId: w.grocery.id });
    expect(CombinedDataSchema.parse(empty.json())).toEqual({
      other_banners: [],
      advertisements: [],
      most_tips_amount: null,
    });
    const bad = await t.app.inject({
      ...entryRequest(discoveryEndpoints.combinedData),
      headers: { moduleId: 'food' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /customer/suggested-items', () => {
  const asCustomer = (token: string, query: EntryInput['query'] = {}) =>
    t.app.inject({
      ...entryRequest(discoveryEndpoints.suggestedItems, { query }),
      headers: {
        moduleId: String(w.food.id),
        zoneId: JSON.stringify([w.north.id]),
        authorization: `Bearer ${token}`,
      },
    });
  const names = (body: unknown) => ItemCardPageSchema.parse(body).products.map((p) => p.name);

  it('suggests unordered items of the categories the customer orders from, most ordered first', async () => {
    const me = await buildSignedInCustomer(t.db);
    const tea = await w.item(w.northStore, w.drinks, { name: 'Tea', orderCount: 1 });
    await w.item(w.northStore, w.drinks, { name: 'Lassi', orderCount: 9 });
    await w.item(w.northStore, w.drinks, { name: 'Juice', orderCount: 4 });
    await w.item(w.southStore, w.drinks, { name: 'South Cola', orderCount: 50 });
    await w.item(w.northStore, w.curries, { name: 'Korma', orderCount: 99 });
    const shop = {
      moduleId: w.food.id,
      zoneId: w.north.id,
      storeId: w.northStore.id,
      itemId: tea.id,
    };
    await buildOrder(t.db, shop, { owner: me });
    const response = await asCustomer(me.token);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Lassi', 'Juice']);
  });

  it("suggests the area's most ordered items to a customer with no orders yet", async () => {
    const me = await buildSignedInCustomer(t.db);
    await w.item(w.northStore, w.drinks, { name: 'Tea', orderCount: 1 });
    await w.item(w.northStore, w.curries, { name: 'Korma', orderCount: 99 });
    await w.item(w.southStore, w.curries, { name: 'South Korma', orderCount: 500 });
    const response = await asCustomer(me.token, { limit: 1, offset: 1 });
    const page = ItemCardPageSchema.parse(response.json());
    expect(page.products.map((p) => p.name)).toEqual(['Korma']);
    expect(page.total_size).toBe(2);
  });

  it('answers an empty page where nothing is listed, 401 without a token and 422 for a bad page', async () => {
    const me = await buildSignedInCustomer(t.db);
    const empty = await asCustomer(me.token);
    expect(ItemCardPageSchema.parse(empty.json()).products).toEqual([]);
    const guest = await getCatalog(t, discoveryEndpoints.suggestedItems, inNorth());
    expect(guest.statusCode).toBe(401);
    const bad = await asCustomer(me.token, { limit: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].code).toBe('limit');
  });
});

describe('GET /zone/check', () => {
  const check = (query: EntryInput['query']) =>
    t.app.inject(entryRequest(discoveryEndpoints.zoneCheck, { query }));

  it('says whether the point lies inside the zone', async () => {
    const inside = await check({ lat: 0.5, lng: 0.5, zone_id: w.north.id });
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toEqual({ zone_id: w.north.id, in_zone: true });
    const outside = await check({ lat: 5, lng: 5, zone_id: w.north.id });
    expect(outside.json()).toEqual({ zone_id: w.north.id, in_zone: false });
  });

  it('answers 404 for an unknown zone and 422 for bad coordinates or ids', async () => {
    const unknown = await check({ lat: 0.5, lng: 0.5, zone_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'zone', message: 'Zone not found' });
    const noLat = await check({ lng: 0.5, zone_id: w.north.id });
    expect(noLat.statusCode).toBe(422);
    expect(noLat.json().errors[0].code).toBe('lat');
    const farLng = await check({ lat: 0, lng: 181, zone_id: w.north.id });
    expect(farLng.statusCode).toBe(422);
    const wordZone = await check({ lat: 0, lng: 0, zone_id: 'north' });
    expect(wordZone.statusCode).toBe(422);
    expect(wordZone.json().errors[0].code).toBe('zone_id');
  });
});
