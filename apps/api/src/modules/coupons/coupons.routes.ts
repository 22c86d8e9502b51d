import { couponApply, couponList, rentalCouponList } from '@marketplace/contract/endpoints/coupons';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer, resolveGuestOrCustomer } from '../auth/caller';
import { resolveCatalogScope } from '../catalog/catalog-scope';
import { applyCouponCode } from './apply-coupon';
import { listCoupons } from './list-coupons';

/** The customer's coupons (GET /coupon/list, /coupon/apply) and the rental module's list. */
export function couponRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, couponList, async (request) => {
      const caller = await resolveCustomer(deps.db, request.ctx);
      return listCoupons(deps, caller, await resolveCatalogScope(deps, request.ctx));
    });
    await route(app, couponApply, async (request) => {
      const caller = await resolveCustomer(deps.db, request.ctx);
      const scope = await resolveCatalogScope(deps, request.ctx);
      const { code, store_id: storeId } = request.query;
      return applyCouponCode(deps, caller, scope, { code, storeId });
    });
    await route(app, rentalCouponList, async (request) => {
      const caller = await resolveGuestOrCustomer(deps, request.ctx);
      const scope = await resolveCatalogScope(deps, request.ctx);
      // The rental module's coupons only: another module's header lists none here.
      if (scope.moduleType !== 'rental') return [];
      return listCoupons(deps, caller, scope);
    });
  };
}
