import 'server-only';
import { CategoryListSchema } from '@marketplace/contract/categories';
import { ItemPageSchema } from '@marketplace/contract/items';
import type { Module } from '@marketplace/contract/modules';
import {
  BannersResponseSchema,
  BasicCampaignListSchema,
  BrandListSchema,
  CampaignItemListSchema,
  FlashSaleResponseSchema,
} from '@marketplace/contract/promotions';
import { StorePageSchema } from '@marketplace/contract/stores';
import { fetchSection } from '@/features/catalog/catalog-api';

/** Items per home row (two rows of five on wide screens, a scroller on phones). */
const ROW = 10;
/** Stores per home row. */
const STORE_ROW = 12;

/** A section's data as it arrives: null when it could not be loaded (the section is left out). */
export type Section<T> = Promise<T | null>;

/**
 * Every list of a module's home, requested at once; each section awaits only its own, so a slow
 * list streams on its own and a failing one is left out.
 */
export function requestHomeSections(module: Pick<Module, 'id' | 'module_type'>) {
  const scope = { moduleId: module.id };
  const page = { limit: ROW, offset: 1 };
  return {
    banners: fetchSection('/banners', { schema: BannersResponseSchema, scope }),
    categories: fetchSection('/categories', { schema: CategoryListSchema, scope }),
    popularStores: fetchSection('/stores/popular', {
      schema: StorePageSchema,
      scope,
      query: { type: 'all', offset: 1, limit: STORE_ROW },
    }),
    latestStores: fetchSection('/stores/latest', {
      schema: StorePageSchema,
      scope,
      query: { limit: STORE_ROW, offset: 1 },
    }),
    popularItems: fetchSection('/items/popular', { schema: ItemPageSchema, scope, query: page }),
    discountedItems: fetchSection('/items/discounted', {
      schema: ItemPageSchema,
      scope,
      query: page,
    }),
    newItems: fetchSection('/items/new-arrival', { schema: ItemPageSchema, scope, query: page }),
    campaigns: fetchSection('/campaigns/basic', { schema: BasicCampaignListSchema, scope }),
    campaignItems: fetchSection('/campaigns/item', { schema: CampaignItemListSchema, scope }),
    flashSale: fetchSection('/flash-sales', { schema: FlashSaleResponseSchema, scope }),
    brands:
      module.module_type === 'ecommerce'
        ? fetchSection('/brand', { schema: BrandListSchema, scope })
        : Promise.resolve(null),
  };
}
