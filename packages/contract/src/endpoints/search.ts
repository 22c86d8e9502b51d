import { endpoint } from '../endpoint';

const search = () => import('../search');
const TAGS = ['catalogue'];

/** GET /items/search: a page of matching items. */
export const itemSearch = endpoint({
  method: 'GET',
  path: '/items/search',
  tags: TAGS,
  errors: [422],
  schemas: async () => {
    const [{ SearchQuerySchema }, { ItemCardPageSchema }] = await Promise.all([
      search(),
      import('../items'),
    ]);
    return { query: SearchQuerySchema, response: ItemCardPageSchema };
  },
});

/** GET /stores/search: a page of matching stores. */
export const storeSearch = endpoint({
  method: 'GET',
  path: '/stores/search',
  tags: TAGS,
  errors: [422],
  schemas: async () => {
    const [{ SearchQuerySchema }, { StoreCardPageSchema }] = await Promise.all([
      search(),
      import('../stores'),
    ]);
    return { query: SearchQuerySchema, response: StoreCardPageSchema };
  },
});

/** GET /items/search-suggestion: names for the search box. */
export const searchSuggestions = endpoint({
  method: 'GET',
  path: '/items/search-suggestion',
  tags: TAGS,
  errors: [422],
  schemas: async () => {
    const { SuggestionQuerySchema, SearchSuggestionsSchema } = await search();
    return { query: SuggestionQuerySchema, response: SearchSuggestionsSchema };
  },
});
