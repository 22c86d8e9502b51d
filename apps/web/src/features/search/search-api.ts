import { searchSuggestions } from '@marketplace/contract/endpoints/search';
import { callApi } from '@/lib/api-client';

/** Item and store names for what is typed in the search box. */
export function fetchSearchSuggestions(name: string, signal?: AbortSignal) {
  return callApi(searchSuggestions, { query: { name }, signal });
}
