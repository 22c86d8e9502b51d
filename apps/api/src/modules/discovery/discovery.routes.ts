import {
  advertisementList,
  combinedData,
  mostTips,
  otherBanners,
  suggestedItems,
} from '@marketplace/contract/endpoints/discovery';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import {
  getCombinedData,
  getMostTips,
  listAdvertisements,
  listOtherBanners,
} from './discovery.service';
import { listSuggestedItems } from './suggested-items';

/** The rest of the catalogue's discovery paths (issue 15). */
export function discoveryRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, otherBanners, (request) => listOtherBanners(deps, request.ctx));
    await route(app, advertisementList, (request) => listAdvertisements(deps, request.ctx));
    await route(app, mostTips, (request) => getMostTips(deps, request.ctx));
    await route(app, combinedData, (request) => getCombinedData(deps, request.ctx));
    await route(app, suggestedItems, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return listSuggestedItems(deps, request.ctx, userId, request.query);
    });
  };
}
