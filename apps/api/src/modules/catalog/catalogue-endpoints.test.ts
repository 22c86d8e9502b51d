import type { Endpoint } from '@marketplace/contract/endpoint';
import * as categoryEndpoints from '@marketplace/contract/endpoints/categories';
import * as itemEndpoints from '@marketplace/contract/endpoints/items';
import * as promotionEndpoints from '@marketplace/contract/endpoints/promotions';
import * as searchEndpoints from '@marketplace/contract/endpoints/search';
import * as storeEndpoints from '@marketplace/contract/endpoints/stores';
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
import { type CatalogRequest, getCatalog } from './testing/catalog-fixture';

let t: TestApp;
let moduleIds: { type: string; id: number }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  moduleIds = (await t.db.select().from(modules)).map((m) => ({ type: m.moduleType, id: m.id }));
});
afterAll(() => t.close());

const RIVERTON = { lat: 23.7806, lng: 90.4005 };

/** A catalogue entry, its path parameters and query, and the shape it answers. */
type Read = [
  Pick<Endpoint, 'method' | 'path'>,
  z.ZodType,
  Pick<CatalogRequest, 'params' | 'query'>?,
];

const LISTS: Read[] = [
  [itemEndpoints.popularItems, ItemCardPageSchema],
  [itemEndpoints.latestItems, ItemCardPageSchema],
  [itemEndpoints.mostReviewedItems, ItemCardPageSchema],
  [itemEndpoints.discountedItems, ItemCardPageSchema],
  [itemEndpoints.newArrivalItems, ItemCardPageSchema],
  [itemEndpoints.recommendedItems, ItemCardPageSchema],
  [searchEndpoints.itemSearch, ItemCardPageSchema, { query: { name: 'a' } }],
  [searchEndpoints.searchSuggestions, SearchSuggestionsSchema, { query: { name: 'sh' } }],
  [storeEndpoints.latestStores, StoreCardPageSchema],
  [
    storeEndpoints.popularStores,
    StoreCardPageSchema,
    { query: { type: 'all', offset: 1, limit: 12 } },
  ],
  [storeEndpoints.filteredStores, StoreCardPageSchema, { params: { type: 'all' } }],
  [
    storeEndpoints.filteredStores,
    StoreCardPageSchema,
    { params: { type: 'delivery' }, query: { sort_by: 'distance' } },
  ],
  [storeEndpoints.filteredStores, StoreCardPageSchema, { params: { type: 'take_away' } }],
  [storeEndpoints.topOfferStores, StoreCardPageSchema],
  [searchEndpoints.storeSearch, StoreCardPageSchema, { query: { name: 's' } }],
  [categoryEndpoints.featuredCategories, FeaturedCategoriesSchema],
  [promotionEndpoints.campaignItems, CampaignItemListSchema],
  [promotionEndpoints.basicCampaigns, BasicCampaignListSchema],
  [promotionEndpoints.bannerList, BannersResponseSchema],
  [promotionEndpoints.flashSale, FlashSaleResponseSchema],
  [promotionEndpoints.brandList, BrandListSchema],
];

describe('every catalogue endpoint on the demo data answers the contract shape', () => {
  for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
    it(`for the ${type} module`, async () => {
      const moduleId = moduleIds.find((m) => m.type === type)?.id ?? 0;
      const headers = { moduleId, zoneIds: [1, 2], position: RIVERTON, locale: 'fr' };
      for (const [entry, schema, input] of LISTS) {
        const response = await getCatalog(t, entry, { ...input, ...headers });
        const path = `${entry.path} ${JSON.stringify(input ?? {})}`;
        expect(response.statusCode, path).toBe(200);
        const parsed = schema.safeParse(response.json());
        expect(parsed.error?.issues, path).toBeUndefined();
      }
      const popular = ItemCardPageSchema.parse(
        (await getCatalog(t, itemEndpoints.popularItems, headers)).json(),
      );
      expect(popular.total_size).toBeGreaterThan(10);
      const item = popular.products[0];
      const stores = StoreCardPageSchema.parse(
        (await getCatalog(t, storeEndpoints.latestStores, headers)).json(),
      );
      const [store] = stores.stores;
      // Cards carry no categories: the item's details name them.
      const details = ItemDetailsSchema.parse(
        (
          await getCatalog(t, itemEndpoints.itemDetails, {
            params: { id: String(item?.id) },
            ...headers,
          })
        ).json(),
      );
      const categoryId = details.category_ids[0]?.id;
      const more: Read[] = [
        [itemEndpoints.itemDetails, ItemDetailsSchema, { params: { id: String(item?.id) } }],
        [itemEndpoints.itemDetails, ItemDetailsSchema, { params: { id: String(item?.slug) } }],
        [itemEndpoints.relatedStoreItems, ItemCardListSchema, { params: { id: String(item?.id) } }],
        [itemEndpoints.itemReviews, ReviewPageSchema, { params: { id: String(item?.id) } }],
        [storeEndpoints.storeDetails, StoreDetailsSchema, { params: { id: String(store?.slug) } }],
        [
          categoryEndpoints.categoryItems,
          ItemCardPageSchema,
          { params: { id: String(categoryId) } },
        ],
        [
          categoryEndpoints.categoryStores,
          StoreCardPageSchema,
          { params: { id: String(categoryId) } },
        ],
      ];
      for (const [entry, schema, input] of more) {
        const response = await getCatalog(t, entry, { ...input, ...headers });
        const path = `${entry.path} ${JSON.stringify(input)}`;
        expect(response.statusCode, path).toBe(200);
        expect(schema.safeParse(response.json()).error?.issues, path).toBeUndefined();
      }
    });
  }

  it('serves campaign items as details with campaign=1', async () => {
    const food = moduleIds.find((m) => m.type === 'food')?.id ?? 0;
    const list = CampaignItemListSchema.parse(
      (await getCatalog(t, promotionEndpoints.campaignItems, { moduleId: food })).json(),
    );
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const response = await getCatalog(t, itemEndpoints.itemDetails, {
        params: { id: item.id },
        query: { campaign: 1 },
        moduleId: food,
      });
      expect(ItemDetailsSchema.parse(response.json()).available_date_starts).not.toBeNull();
    }
  });
});
