import type { Endpoint } from '@marketplace/contract/endpoint';
import { storeSearch } from '@marketplace/contract/endpoints/search';
import { latestStores, popularStores, storeDetails } from '@marketplace/contract/endpoints/stores';
import type { StoreCardPage } from '@marketplace/contract/stores';
import { callApi, type QueryValue } from '@/lib/api-client';

/** The paged store lists a "Load more" can continue, by name (server → client props). */
const STORE_PAGES = {
  latest: latestStores,
  popular: popularStores,
  search: storeSearch,
} satisfies Record<string, Endpoint>;

export type StorePageList = keyof typeof STORE_PAGES;

/** One more page of a paged store list, in the given module. */
export function fetchStorePage(
  list: StorePageList,
  input: { query: Record<string, QueryValue>; moduleId?: number | null },
): Promise<StoreCardPage> {
  const call = callApi as (entry: Endpoint, input: object) => Promise<StoreCardPage>;
  return call(STORE_PAGES[list], {
    query: input.query,
    headers: input.moduleId ? { moduleId: String(input.moduleId) } : undefined,
  });
}

/** The module's newest stores, from the browser (the drawer). */
export function fetchLatestStores(moduleId: number | null, limit: number, signal?: AbortSignal) {
  return callApi(latestStores, {
    query: { limit },
    headers: { moduleId: String(moduleId) },
    signal,
  });
}

/** The module's popular stores (all types, as on /store/popular), from the browser (the drawer). */
export function fetchPopularStores(moduleId: number | null, limit: number, signal?: AbortSignal) {
  return callApi(popularStores, {
    query: { type: 'all', limit, offset: 1 },
    headers: { moduleId: String(moduleId) },
    signal,
  });
}

/** A store's details (hours, time zone, zone, delivery and take-away flags). */
export function fetchStoreDetails(storeId: number | string, signal?: AbortSignal) {
  return callApi(storeDetails, { params: { id: storeId }, signal });
}
