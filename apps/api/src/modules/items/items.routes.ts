import {
  discountedItems,
  itemDetails,
  itemReviews,
  latestItems,
  mostReviewedItems,
  newArrivalItems,
  popularItems,
  recommendedItems,
  relatedStoreItems,
} from '@marketplace/contract/endpoints/items';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getItemDetails, listItemReviews } from './item-details.service';
import type { ItemListKind } from './items.repository';
import { listItems, listRelatedStoreItems } from './items.service';

/** Paged item lists whose only input is the page. */
const PAGED_LISTS = [
  [popularItems, 'popular'],
  [mostReviewedItems, 'most_reviewed'],
  [discountedItems, 'discounted'],
  [newArrivalItems, 'new_arrival'],
  [recommendedItems, 'recommended'],
] as const satisfies [typeof popularItems, ItemListKind][];

export function itemRoutes(deps: AppDeps) {
  return async (app: App) => {
    for (const [entry, kind] of PAGED_LISTS) {
      await route(app, entry, (request) => listItems(deps, request.ctx, kind, request.query));
    }
    await route(app, latestItems, (request) => {
      const { store_id, category_id, ...page } = request.query;
      return listItems(deps, request.ctx, 'latest', page, {
        storeId: store_id,
        categoryId: category_id,
      });
    });
    await route(app, itemDetails, (request) =>
      getItemDetails(deps, request.ctx, request.params.id, request.query.campaign === '1'),
    );
    await route(app, relatedStoreItems, (request) =>
      listRelatedStoreItems(deps, request.ctx, request.params.id),
    );
    await route(app, itemReviews, (request) =>
      listItemReviews(deps, request.ctx, request.params.id, request.query),
    );
  };
}
