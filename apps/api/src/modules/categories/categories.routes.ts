import { categoryList, childCategories } from '@marketplace/contract/endpoints/categories';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listCategories, listChildCategories } from './categories.service';

export function categoryRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, categoryList, (request) => listCategories(deps, request.ctx));
    await route(app, childCategories, (request) =>
      listChildCategories(deps, request.ctx, request.params.id),
    );
  };
}
