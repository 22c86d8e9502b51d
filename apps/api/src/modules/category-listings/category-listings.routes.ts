import {
  categoryItems,
  categoryStores,
  featuredCategories,
} from '@marketplace/contract/endpoints/categories';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import {
  listCategoryItems,
  listCategoryStores,
  listFeaturedCategories,
} from './category-listings.service';

/** Category pages' lists; the category tree itself is served by modules/categories. */
export function categoryListingRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, featuredCategories, (request) => listFeaturedCategories(deps, request.ctx));
    await route(app, categoryItems, (request) =>
      listCategoryItems(deps, request.ctx, request.params.id, request.query),
    );
    await route(app, categoryStores, (request) =>
      listCategoryStores(deps, request.ctx, request.params.id, request.query),
    );
  };
}
