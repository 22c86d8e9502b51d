import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { IdOrSlugParamsSchema } from '@marketplace/contract/items';
import { PageQuerySchema } from '@marketplace/contract/paging';
import {
  PopularStoresQuerySchema,
  StoreDetailsSchema,
  StoreFilterQuerySchema,
  StorePageSchema,
  StoreServiceParamsSchema,
} from '@marketplace/contract/stores';
import type { App, AppDeps } from '../../app-types';
import {
  getStoreDetails,
  listFilteredStores,
  listLatestStores,
  listPopularStores,
  listTopOfferStores,
} from './stores.service';

const TAGS = ['catalogue'];
const errors = { 404: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };
const paged = { 200: StorePageSchema, ...errors };

export function storeRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/stores/latest',
      { schema: { tags: TAGS, querystring: PageQuerySchema, response: paged } },
      (request) => listLatestStores(deps, request.ctx, request.query),
    );
    app.get(
      '/stores/popular',
      { schema: { tags: TAGS, querystring: PopularStoresQuerySchema, response: paged } },
      (request) => {
        const { type, ...page } = request.query;
        return listPopularStores(deps, request.ctx, type, page);
      },
    );
    app.get(
      '/stores/get-stores/:type',
      {
        schema: {
          tags: TAGS,
          params: StoreServiceParamsSchema,
          querystring: StoreFilterQuerySchema,
          response: paged,
        },
      },
      (request) => listFilteredStores(deps, request.ctx, request.params.type, request.query),
    );
    app.get(
      '/stores/top-offer-near-me',
      { schema: { tags: TAGS, querystring: PageQuerySchema, response: paged } },
      (request) => listTopOfferStores(deps, request.ctx, request.query),
    );
    app.get(
      '/stores/details/:id',
      {
        schema: {
          tags: TAGS,
          params: IdOrSlugParamsSchema,
          response: { 200: StoreDetailsSchema, ...errors },
        },
      },
      (request) => getStoreDetails(deps, request.ctx, request.params.id),
    );
  };
}
