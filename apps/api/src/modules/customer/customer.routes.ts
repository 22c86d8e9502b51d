import { customerInfo, updateInterest } from '@marketplace/contract/endpoints/customer';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { getCustomerInfo, saveInterest } from './customer.service';

/** /customer/* calls that need a signed-in customer (bearer token). */
export function customerRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, customerInfo, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getCustomerInfo(deps, userId);
    });
    await route(app, updateInterest, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return saveInterest(deps, userId, request.body);
    });
  };
}
