import type { Endpoint } from '@marketplace/contract/endpoint';
import { categoryItems } from '@marketplace/contract/endpoints/categories';
import { itemDetails, latestItems } from '@marketplace/contract/endpoints/items';
import { itemSearch } from '@marketplace/contract/endpoints/search';
import type { ItemCardPage } from '@marketplace/contract/items';
import { callApi, type QueryValue } from '@/lib/api-client';

/** The paged item lists a "Load more" can continue, by name (server → client props). */
const ITEM_PAGES = {
  latest: latestItems,
  search: itemSearch,
  category: categoryItems,
} satisfies Record<string, Endpoint>;

export type ItemPageList = keyof typeof ITEM_PAGES;

/** One more page of a paged item list, in the given module. */
export function fetchItemPage(
  list: ItemPageList,
  input: {
    params?: { id: number };
    query: Record<string, QueryValue>;
    moduleId?: number | null;
  },
): Promise<ItemCardPage> {
  const call = callApi as (entry: Endpoint, input: object) => Promise<ItemCardPage>;
  return call(ITEM_PAGES[list], {
    params: input.params,
    query: input.query,
    headers: input.moduleId ? { moduleId: String(input.moduleId) } : undefined,
  });
}

/** An item's details for the quick view (id or slug); `campaign` for a campaign's price. */
export function fetchItemDetails(idOrSlug: string, isCampaign: boolean, signal?: AbortSignal) {
  return callApi(itemDetails, {
    params: { id: idOrSlug },
    query: isCampaign ? { campaign: 1 } : undefined,
    signal,
  });
}
