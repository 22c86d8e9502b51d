import {
  discountedStores,
  recommendedStores,
  visitAgainStores,
} from '@marketplace/contract/endpoints/store-discovery';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import {
  listDiscountedStores,
  listRecommendedStores,
  listVisitAgainStores,
} from './store-discovery';

/** The home page's other store lists (issue 15). */
export function storeDiscoveryRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, discountedStores, (request) =>
      listDiscountedStores(deps, request.ctx, request.query),
    );
    await route(app, recommendedStores, (request) =>
      listRecommendedStores(deps, request.ctx, request.query),
    );
    await route(app, visitAgainStores, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return listVisitAgainStores(deps, request.ctx, userId, request.query);
    });
  };
}
