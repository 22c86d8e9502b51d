import type { CouponList } from '@marketplace/contract/coupons';
import { findCouponEligibilityProblem } from '@marketplace/domain/checkout/coupon-eligibility';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import type { Caller } from '../auth/caller';
import type { CatalogScope } from '../catalog/catalog-scope';
import { toDomainCoupon } from '../orders/checkout-pricing';
import { countPreviousOrders } from '../orders/orders.repository';
import { getBusinessSettings } from '../settings/settings.cache';
import { resolveCouponPlace } from './coupon-place';
import { countUsesByCoupon, selectRunningCoupons } from './coupons.repository';
import { toCustomerCoupon } from './customer-coupon.mapper';

/**
 * GET /coupon/list and /rental/coupon/list: the module's running coupons that the caller can use
 * at one of the stores (providers) shown to them, by the checkout's rules (the amount aside: a
 * coupon's min_purchase is written out, and checked at checkout).
 */
export async function listCoupons(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  caller: Caller,
  scope: CatalogScope,
): Promise<CouponList> {
  const [place, settings] = await Promise.all([
    resolveCouponPlace(deps, scope, undefined),
    getBusinessSettings(deps),
  ]);
  if (place.storeIds.length === 0) return [];
  const rows = await selectRunningCoupons(deps.db, scope.moduleId, place.today);
  const uses = await countUsesByCoupon(
    deps.db,
    caller,
    rows.map((row) => row.id),
  );
  const previousOrders = rows.some((row) => row.couponType === 'first_order')
    ? await countPreviousOrders(deps.db, caller)
    : 0;
  const view = {
    money: createMoneyCodec(settings.digit_after_decimal_point),
    locale: scope.locale,
    place,
  };
  return rows.flatMap((row) => {
    const customerUses = uses.get(row.id) ?? 0;
    const problem = findCouponEligibilityProblem(toDomainCoupon(row), {
      ...place,
      moduleId: scope.moduleId,
      customerUses,
      previousOrders,
    });
    return problem === null ? [toCustomerCoupon(row, customerUses, view)] : [];
  });
}
