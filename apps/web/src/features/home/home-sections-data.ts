import 'server-only';
import { categoryList, featuredCategories } from '@marketplace/contract/endpoints/categories';
import { combinedData, suggestedItems } from '@marketplace/contract/endpoints/discovery';
import {
  discountedItems,
  newArrivalItems,
  popularItems,
} from '@marketplace/contract/endpoints/items';
import {
  bannerList,
  basicCampaigns,
  brandList,
  campaignItems,
  flashSale,
} from '@marketplace/contract/endpoints/promotions';
import {
  discountedStores,
  recommendedStores,
  visitAgainStores,
} from '@marketplace/contract/endpoints/store-discovery';
import { latestStores, popularStores } from '@marketplace/contract/endpoints/stores';
import type { Module } from '@marketplace/contract/modules';
import { loadSection } from '@/features/catalog/catalog-api';
import { readServerShellState } from '@/lib/server-api';

/** Items per home row (two rows of five on wide screens, a scroller on phones). */
const ROW = 10;
/** Stores per home row. */
const STORE_ROW = 12;

/** A section's data as it arrives: null when it could not be loaded (the section is left out). */
export type Section<T> = Promise<T | null>;

function whenSignedIn<T>(load: () => Promise<T | null>): Section<T> {
  return readServerShellState().then((state) => (state.isSignedIn ? load() : null));
}

/**
 * Every list of a module's home, requested at once; each section awaits only its own, so a slow
 * list streams on its own and a failing one is left out.
 */
export function requestHomeSections(module: Pick<Module, 'id' | 'module_type'>) {
  const scope = { moduleId: module.id };
  const page = { limit: ROW, offset: 1 };
  return {
    banners: loadSection(bannerList, { scope }),
    categories: loadSection(categoryList, { scope }),
    popularStores: loadSection(popularStores, {
      scope,
      query: { type: 'all', offset: 1, limit: STORE_ROW },
    }),
    latestStores: loadSection(latestStores, { scope, query: { limit: STORE_ROW, offset: 1 } }),
    discountedStores: loadSection(discountedStores, {
      scope,
      query: { limit: STORE_ROW, offset: 1 },
    }),
    recommendedStores: loadSection(recommendedStores, {
      scope,
      query: { limit: STORE_ROW, offset: 1 },
    }),
    // Only a signed-in customer has stores to visit again and items suggested from their orders.
    visitAgain: whenSignedIn(() =>
      loadSection(visitAgainStores, { scope, query: { limit: STORE_ROW, offset: 1 } }),
    ),
    suggestedItems: whenSignedIn(() => loadSection(suggestedItems, { scope, query: page })),
    featuredCategories: loadSection(featuredCategories, { scope }),
    // Other banners and advertisements in one call (the API caches both).
    promotions: loadSection(combinedData, { scope }),
    popularItems: loadSection(popularItems, { scope, query: page }),
    discountedItems: loadSection(discountedItems, { scope, query: page }),
    newItems: loadSection(newArrivalItems, { scope, query: page }),
    campaigns: loadSection(basicCampaigns, { scope }),
    campaignItems: loadSection(campaignItems, { scope }),
    flashSale: loadSection(flashSale, { scope }),
    brands:
      module.module_type === 'ecommerce'
        ? loadSection(brandList, { scope })
        : Promise.resolve(null),
  };
}
