import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  FeaturedCategoriesSchema,
  IdParamsSchema,
  ItemPageSchema,
} from '@marketplace/contract/items';
import { PageQuerySchema } from '@marketplace/contract/paging';
import { StorePageSchema } from '@marketplace/contract/stores';
import type { App, AppDeps } from '../../app-types';
import {
  listCategoryItems,
  listCategoryStores,
  listFeaturedCategories,
} from './category-listings.service';

const TAGS = ['catalogue'];
const errors = { 404: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** Category pages' lists; the category tree itself is served by modules/categories. */
export function categoryListingRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/categories/featured/items',
      { schema: { tags: TAGS, response: { 200: FeaturedCategoriesSchema, ...errors } } },
      (request) => listFeaturedCategories(deps, request.ctx),
    );
    app.get(
      '/categories/items/:id',
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: ItemPageSchema, ...errors },
        },
      },
      (request) => listCategoryItems(deps, request.ctx, request.params.id, request.query),
    );
    app.get(
      '/categories/stores/:id',
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: StorePageSchema, ...errors },
        },
      },
      (request) => listCategoryStores(deps, request.ctx, request.params.id, request.query),
    );
  };
}
