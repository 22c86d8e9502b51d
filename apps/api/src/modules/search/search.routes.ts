import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { ItemPageSchema } from '@marketplace/contract/items';
import {
  SearchQuerySchema,
  SearchSuggestionsSchema,
  SuggestionQuerySchema,
} from '@marketplace/contract/search';
import { StorePageSchema } from '@marketplace/contract/stores';
import type { App, AppDeps } from '../../app-types';
import { searchItems, searchStores, suggestNames } from './search.service';

const TAGS = ['catalogue'];

export function searchRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/items/search',
      {
        schema: {
          tags: TAGS,
          querystring: SearchQuerySchema,
          response: { 200: ItemPageSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => searchItems(deps, request.ctx, request.query),
    );
    app.get(
      '/stores/search',
      {
        schema: {
          tags: TAGS,
          querystring: SearchQuerySchema,
          response: { 200: StorePageSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => searchStores(deps, request.ctx, request.query),
    );
    app.get(
      '/items/search-suggestion',
      {
        schema: {
          tags: TAGS,
          querystring: SuggestionQuerySchema,
          response: { 200: SearchSuggestionsSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => suggestNames(deps, request.ctx, request.query.name),
    );
  };
}
