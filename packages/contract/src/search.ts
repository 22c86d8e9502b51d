import { z } from 'zod';
import { PageQuerySchema } from './paging';

export const SEARCH_TEXT_MAX = 100;

/** What the customer typed; typo-tolerant and prefix-matching on the server. */
export const SearchTextSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(SEARCH_TEXT_MAX, { error: `name must be at most ${SEARCH_TEXT_MAX} characters` });

/** GET /items/search and /stores/search. */
export const SearchQuerySchema = PageQuerySchema.extend({ name: SearchTextSchema });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SuggestionQuerySchema = z.object({ name: SearchTextSchema });

/** GET /items/search-suggestion: a few names per kind for the header's search box. */
export const SearchSuggestionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      image_full_url: z.string(),
    }),
  ),
  stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo_full_url: z.string(),
    }),
  ),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
