import { apiPath } from '@marketplace/contract/endpoint';
import {
  discountedStores,
  recommendedStores,
  visitAgainStores,
} from '@marketplace/contract/endpoints/store-discovery';
import { StoreCardPageSchema } from '@marketplace/contract/stores';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildStore } from '../../test/builders/store';
import { buildStoreDiscount } from '../../test/builders/store-details';
import { createTestApp, type TestApp } from '../../test/test-app';
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

const names = (body: unknown) => StoreCardPageSchema.parse(body).stores.map((s) => s.name);
const foodStore = (name: string, overrides: Parameters<typeof buildStore>[2] = {}) =>
  buildStore(t.db, { moduleId: w.food.id, zoneId: w.north.id }, { name, ...overrides });
const inNorth = () => ({ moduleId: w.food.id, zoneIds: [w.north.id] });

describe('GET /stores/discounted', () => {
  it('lists only stores with a discount running now, most ordered first', async () => {
    const busy = await foodStore('Busy Deals', { orderCount: 50 });
    const quiet = await foodStore('Quiet Deals', { orderCount: 5 });
    const over = await foodStore('Over Deals', { orderCount: 90 });
    await buildStoreDiscount(t.db, busy.id);
    await buildStoreDiscount(t.db, quiet.id);
    await buildStoreDiscount(t.db, over.id, { startDate: '2000-01-01', endDate: '2000-12-31' });
    const response = await getCatalog(t, discountedStores, inNorth());
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Busy Deals', 'Quiet Deals']);
  });
});

describe('GET /stores/recommended', () => {
  it('lists featured stores first, then those rated 4 and above, best rated first', async () => {
    await foodStore('Featured Low', { featured: 1, avgRating: 3 });
    await foodStore('Rated 4.8', { avgRating: 4.8, ratingCount: 10 });
    await foodStore('Rated 4.2', { avgRating: 4.2, ratingCount: 10 });
    await foodStore('Rated 3.9', { avgRating: 3.9, ratingCount: 10 });
    const response = await getCatalog(t, recommendedStores, inNorth());
    expect(names(response.json())).toEqual(['Featured Low', 'Rated 4.8', 'Rated 4.2']);
  });
});

describe('GET /customer/visit-again', () => {
  it("lists the stores the caller received orders from, latest first, and nobody else's", async () => {
    const me = await buildSignedInCustomer(t.db);
    const other = await buildSignedInCustomer(t.db);
    const older = await foodStore('Older Visit');
    const newer = await foodStore('Newer Visit');
    const pendingOnly = await foodStore('Pending Only');
    const theirs = await foodStore('Their Store');
    const item = await w.item(w.northStore, w.drinks);
    const shopOf = (store: { id: number }) => ({
      moduleId: w.food.id,
      zoneId: w.north.id,
      storeId: store.id,
      itemId: item.id,
    });
    const delivered = (at: number) => ({
      status: 'delivered' as const,
      createdAt: new Date(Date.now() - at * 3_600_000),
    });
    await buildOrder(t.db, shopOf(older), { owner: me, overrides: delivered(48) });
    await buildOrder(t.db, shopOf(newer), { owner: me, overrides: delivered(2) });
    await buildOrder(t.db, shopOf(pendingOnly), { owner: me });
    await buildOrder(t.db, shopOf(theirs), { owner: other, overrides: delivered(1) });
    const response = await t.app.inject({
      method: 'GET',
      url: apiPath(visitAgainStores),
      headers: {
        moduleId: String(w.food.id),
        zoneId: JSON.stringify([w.north.id]),
        authorization: `Bearer ${me.token}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Newer Visit', 'Older Visit']);
    const guest = await getCatalog(t, visitAgainStores, inNorth());
    expect(guest.statusCode).toBe(401);
  });
});

describe('store discovery lists: scope and bad input', () => {
  it('keep to the moduleId header and the caller zones', async () => {
    const north = await foodStore('North Deals', { featured: 1 });
    const south = await buildStore(
      t.db,
      { moduleId: w.food.id, zoneId: w.south.id },
      { name: 'South Deals', featured: 1 },
    );
    const grocery = await buildStore(
      t.db,
      { moduleId: w.grocery.id, zoneId: w.north.id },
      { name: 'Grocery Deals', featured: 1 },
    );
    for (const store of [north, south, grocery]) await buildStoreDiscount(t.db, store.id);
    for (const entry of [discountedStores, recommendedStores]) {
      expect(names((await getCatalog(t, entry, inNorth())).json())).toEqual(['North Deals']);
      const inSouth = await getCatalog(t, entry, { moduleId: w.food.id, zoneIds: [w.south.id] });
      expect(names(inSouth.json())).toEqual(['South Deals']);
    }
  });

  it('answer an empty page when nothing matches, and 422 without a module or with a bad page', async () => {
    for (const entry of [discountedStores, recommendedStores]) {
      const empty = await getCatalog(t, entry, inNorth());
      expect(StoreCardPageSchema.parse(empty.json())).toMatchObject({ total_size: 0, stores: [] });
      const noModule = await getCatalog(t, entry, { zoneIds: [w.north.id] });
      expect(noModule.statusCode).toBe(422);
      expect(noModule.json().errors[0].code).toBe('moduleId');
      const badPage = await getCatalog(t, entry, { ...inNorth(), query: { offset: 0 } });
      expect(badPage.statusCode).toBe(422);
      expect(badPage.json().errors[0].code).toBe('offset');
    }
  });

  it('visit-again answers an empty page to a customer who has received nothing yet', async () => {
    const me = await buildSignedInCustomer(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: apiPath(visitAgainStores),
      headers: { moduleId: String(w.food.id), authorization: `Bearer ${me.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual([]);
  });
});
