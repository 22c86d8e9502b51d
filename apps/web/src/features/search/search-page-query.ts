import { SEARCH_TEXT_MAX } from '@marketplace/contract/search';
import { z } from 'zod';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

/** /search?q=…&tab=items|stores: the text (trimmed, at most the contract's length) and the tab. */
const SearchPageQuery = {
  q: z
    .string()
    .trim()
    .transform((text) => text.slice(0, SEARCH_TEXT_MAX)),
  tab: z.enum(['items', 'stores']),
};

export async function readSearchPageQuery(searchParams: Promise<SearchParams>) {
  const { q, tab } = parsePageQuery(SearchPageQuery, await searchParams);
  return { text: q ?? '', tab: tab ?? 'items' };
}
