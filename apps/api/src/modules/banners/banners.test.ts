import { bannerList } from '@marketplace/contract/endpoints/promotions';
import { BannersResponseSchema } from '@marketplace/contract/promotions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_TAG } from '../../services/cache-tags';
import { buildBanner, buildCampaign } from '../../test/builders/promotions';
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

describe('GET /api/v1/banners', () => {
  it("answers the module's banners in the caller zones with their targets, and running campaigns", async () => {
    const north = { moduleId: w.food.id, zoneId: w.north.id };
    const plain = await buildBanner(t.db, north, { title: 'Hello', link: 'https://example.test' });
    const toStore = await buildBanner(t.db, north, { type: 'store_wise', data: w.northStore.id });
    const curry = await w.item(w.northStore, w.curries, { name: 'Curry' });
    const toItem = await buildBanner(t.db, north, { type: 'item_wise', data: curry.id });
    await buildBanner(t.db, { moduleId: w.food.id, zoneId: w.south.id });
    await buildBanner(t.db, { moduleId: w.grocery.id, zoneId: w.north.id });
    await buildBanner(t.db, north, { status: 0 });
    const gone = await w.item(w.northStore, w.curries, { status: 0 });
    await buildBanner(t.db, north, { type: 'item_wise', data: gone.id });
    const campaign = await buildCampaign(t.db, w.food.id, [w.northStore.id]);

    const response = await getCatalog(t, bannerList, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    const body = BannersResponseSchema.parse(response.json());
    expect(body.banners.map((b) => b.id)).toEqual([plain.id, toStore.id, toItem.id]);
    expect(body.banners[0]).toMatchObject({
      title: 'Hello',
      type: 'default',
      link: 'https://example.test',
      image_full_url: `${TEST_PUBLIC_URL}/images/${plain.image}`,
      store: null,
      item: null,
    });
    expect(body.banners[1]?.store).toMatchObject({ id: w.northStore.id, name: 'North Kitchen' });
    expect(body.banners[2]?.item).toMatchObject({
      id: curry.id,
      name: 'Curry',
      store_id: w.northStore.id,
    });
    expect(body.campaigns.map((c) => c.id)).toEqual([campaign.id]);
  });

  it('keeps serving the cached list until the catalogue caches are invalidated', async () => {
    const north = { moduleId: w.food.id, zoneId: w.north.id };
    await buildBanner(t.db, north);
    const count = async () =>
      BannersResponseSchema.parse((await getCatalog(t, bannerList, { moduleId: w.food.id })).json())
        .banners.length;
    expect(await count()).toBe(1);
    await buildBanner(t.db, north);
    expect(await count()).toBe(1);
    t.deps.caches.invalidate(CATALOG_TAG);
    expect(await count()).toBe(2);
  });
});
