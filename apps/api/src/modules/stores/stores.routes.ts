import {
  filteredStores,
  latestStores,
  popularStores,
  storeDetails,
  topOfferStores,
} from '@marketplace/contract/endpoints/stores';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import {
  getStoreDetails,
  listFilteredStores,
  listLatestStores,
  listPopularStores,
  listTopOfferStores,
} from './stores.service';

export function storeRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, latestStores, (request) => listLatestStores(deps, request.ctx, request.query));
    await route(app, popularStores, (request) => {
      const { type, ...page } = request.query;
      return listPopularStores(deps, request.ctx, type, page);
    });
    await route(app, filteredStores, (request) =>
      listFilteredStores(deps, request.ctx, request.params.type, request.query),
    );
    await route(app, topOfferStores, (request) =>
      listTopOfferStores(deps, request.ctx, request.query),
    );
    await route(app, storeDetails, (request) =>
      getStoreDetails(deps, request.ctx, request.params.id),
    );
  };
}
