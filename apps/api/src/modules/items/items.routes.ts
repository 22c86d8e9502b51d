import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  IdOrSlugParamsSchema,
  IdParamsSchema,
  ItemDetailsQuerySchema,
  ItemDetailsSchema,
  ItemListSchema,
  ItemPageSchema,
  LatestItemsQuerySchema,
  ReviewPageSchema,
} from '@marketplace/contract/items';
import { PageQuerySchema } from '@marketplace/contract/paging';
import type { App, AppDeps } from '../../app-types';
import { getItemDetails, listItemReviews } from './item-details.service';
import type { ItemListKind } from './items.repository';
import { listItems, listRelatedStoreItems } from './items.service';

const TAGS = ['catalogue'];
const errors = { 404: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** Paged item lists whose only input is the page. */
const PAGED_LISTS: [string, ItemListKind][] = [
  ['/items/popular', 'popular'],
  ['/items/most-reviewed', 'most_reviewed'],
  ['/items/discounted', 'discounted'],
  ['/items/new-arrival', 'new_arrival'],
  ['/items/recommended', 'recommended'],
];

export function itemRoutes(deps: AppDeps) {
  return async (app: App) => {
    for (const [url, kind] of PAGED_LISTS) {
      app.get(
        url,
        {
          schema: {
            tags: TAGS,
            querystring: PageQuerySchema,
            response: { 200: ItemPageSchema, ...errors },
          },
        },
        (request) => listItems(deps, request.ctx, kind, request.query),
      );
    }
    app.get(
      '/items/latest',
      {
        schema: {
          tags: TAGS,
          querystring: LatestItemsQuerySchema,
          response: { 200: ItemPageSchema, ...errors },
        },
      },
      (request) => {
        const { store_id, category_id, ...page } = request.query;
        return listItems(deps, request.ctx, 'latest', page, {
          storeId: store_id,
          categoryId: category_id,
        });
      },
    );
    app.get(
      '/items/details/:id',
      {
        schema: {
          tags: TAGS,
          params: IdOrSlugParamsSchema,
          querystring: ItemDetailsQuerySchema,
          response: { 200: ItemDetailsSchema, ...errors },
        },
      },
      (request) =>
        getItemDetails(deps, request.ctx, request.params.id, request.query.campaign === '1'),
    );
    app.get(
      '/items/related-store-items/:id',
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          response: { 200: ItemListSchema, ...errors },
        },
      },
      (request) => listRelatedStoreItems(deps, request.ctx, request.params.id),
    );
    app.get(
      '/items/reviews/:id',
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: ReviewPageSchema, ...errors },
        },
      },
      (request) => listItemReviews(deps, request.ctx, request.params.id, request.query),
    );
  };
}
