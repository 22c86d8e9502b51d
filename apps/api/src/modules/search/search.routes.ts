import { itemSearch, searchSuggestions, storeSearch } from '@marketplace/contract/endpoints/search';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { searchItems, searchStores, suggestNames } from './search.service';

export function searchRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, itemSearch, (request) => searchItems(deps, request.ctx, request.query));
    await route(app, storeSearch, (request) => searchStores(deps, request.ctx, request.query));
    await route(app, searchSuggestions, (request) =>
      suggestNames(deps, request.ctx, request.query.name),
    );
  };
}
