import {
  FeaturedCategoriesSchema,
  ItemCardListSchema,
  ItemCardPageSchema,
  ItemDetailsSchema,
  ReviewPageSchema,
} from '@marketplace/contract/items';
import {
  BannersResponseSchema,
  BasicCampaignListSchema,
  BrandListSchema,
  CampaignItemListSchema,
  FlashSaleResponseSchema,
} from '@marketplace/contract/promotions';
import { SearchSuggestionsSchema } from '@marketplace/contract/search';
import { StoreCardPageSchema, StoreDetailsSchema } from '@marketplace/contract/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { modules } from '../../db/schema/modules';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCatalog } from './testing/catalog-fixture';

let t: TestApp;
let moduleIds: { type: string; id: number }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  moduleIds = (await t.db.select().from(modules)).map((m) => ({ type: m.moduleType, id: m.id }));
});
afterAll(() => t.close());

const RIVERTON = { lat: 23.7806, lng: 90.4005 };

const LISTS: [string, z.ZodType][] = [
  ['/items/popular', ItemCardPageSchema],
  ['/items/latest', ItemCardPageSchema],
  ['/items/most-reviewed', ItemCardPageSchema],
  ['/items/discounted', ItemCardPageSchema],
  ['/items/new-arrival', ItemCardPageSchema],
  ['/items/recommended', ItemCardPageSchema],
  ['/items/search?name=a', ItemCardPageSchema],
  ['/items/search-suggestion?name=sh', SearchSuggestionsSchema],
  ['/stores/latest', StoreCardPageSchema],
  ['/stores/popular?type=all&offset=1&limit=12', StoreCardPageSchema],
  ['/stores/get-stores/all', StoreCardPageSchema],
  ['/stores/get-stores/delivery?sort_by=distance', StoreCardPageSchema],
  ['/stores/get-stores/take_away', StoreCardPageSchema],
  ['/stores/top-offer-near-me', StoreCardPageSchema],
  ['/stores/search?name=s', StoreCardPageSchema],
  ['/categories/featured/items', FeaturedCategoriesSchema],
  ['/campaigns/item', CampaignItemListSchema],
  ['/campaigns/basic', BasicCampaignListSchema],
  ['/banners', BannersResponseSchema],
  ['/flash-sales', FlashSaleResponseSchema],
  ['/brand', BrandListSchema],
];

describe('every catalogue endpoint on the demo data answers the contract shape', () => {
  for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
    it(`for the ${type} module`, async () => {
      const moduleId = moduleIds.find((m) => m.type === type)?.id ?? 0;
      const headers = { moduleId, zoneIds: [1, 2], position: RIVERTON, locale: 'fr' };
      for (const [path, schema] of LISTS) {
        const response = await getCatalog(t, path, headers);
        expect(response.statusCode, path).toBe(200);
        const parsed = schema.safeParse(response.json());
        expect(parsed.error?.issues, path).toBeUndefined();
      }
      const popular = ItemCardPageSchema.parse(
        (await getCatalog(t, '/items/popular', headers)).json(),
      );
      expect(popular.total_size).toBeGreaterThan(10);
      const item = popular.products[0];
      const stores = StoreCardPageSchema.parse(
        (await getCatalog(t, '/stores/latest', headers)).json(),
      );
      const [store] = stores.stores;
      // Cards carry no categories: the item's details name them.
      const details = ItemDetailsSchema.parse(
        (await getCatalog(t, `/items/details/${item?.id}`, headers)).json(),
      );
      const categoryId = details.category_ids[0]?.id;
      const more: [string, z.ZodType][] = [
        [`/items/details/${item?.id}`, ItemDetailsSchema],
        [`/items/details/${item?.slug}`, ItemDetailsSchema],
        [`/items/related-store-items/${item?.id}`, ItemCardListSchema],
        [`/items/reviews/${item?.id}`, ReviewPageSchema],
        [`/stores/details/${store?.slug}`, StoreDetailsSchema],
        [`/categories/items/${categoryId}`, ItemCardPageSchema],
        [`/categories/stores/${categoryId}`, StoreCardPageSchema],
      ];
      for (const [path, schema] of more) {
        const response = await getCatalog(t, path, headers);
        expect(response.statusCode, path).toBe(200);
        expect(schema.safeParse(response.json()).error?.issues, path).toBeUndefined();
      }
    });
  }

  it('serves campaign items as details with campaign=1', async () => {
    const food = moduleIds.find((m) => m.type === 'food')?.id ?? 0;
    const list = CampaignItemListSchema.parse(
      (await getCatalog(t, '/campaigns/item', { moduleId: food })).json(),
    );
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const response = await getCatalog(t, `/items/details/${item.id}?campaign=1`, {
        moduleId: food,
      });
      expect(ItemDetailsSchema.parse(response.json()).available_date_starts).not.toBeNull();
    }
  });
});
