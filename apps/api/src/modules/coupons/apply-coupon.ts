import type { CustomerCoupon } from '@marketplace/contract/coupons';
import { COUPON_NOT_FOUND_MESSAGE } from '@marketplace/contract/coupons';
import { COUPON_PROBLEM_MESSAGES } from '@marketplace/domain/checkout/coupon';
import { findCouponEligibilityProblem } from '@marketplace/domain/checkout/coupon-eligibility';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { Caller } from '../auth/caller';
import type { CatalogScope } from '../catalog/catalog-scope';
import { toDomainCoupon } from '../orders/checkout-pricing';
import { loadCouponState } from '../orders/coupon-state';
import { getBusinessSettings } from '../settings/settings.cache';
import { resolveCouponPlace } from './coupon-place';
import { CouponRefusedError } from './coupon-refused-error';
import { toCustomerCoupon } from './customer-coupon.mapper';

export type ApplyCouponOptions = { code: string; storeId: number | undefined };

/**
 * GET /coupon/apply: the coupon when the caller can use it here (at the store, when one is
 * given), by the checkout's rules; 404 when no coupon has the code; 422 with the first reason
 * it does not apply. Nothing is reserved: the order or trip checks again under the coupon's lock.
 */
export async function applyCouponCode(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  caller: Caller,
  scope: CatalogScope,
  options: ApplyCouponOptions,
): Promise<CustomerCoupon> {
  const coupon = await loadCouponState(deps.db, caller, options.code, { lock: false });
  if (coupon.row === null) throw new NotFoundError('coupon', COUPON_NOT_FOUND_MESSAGE);
  const [place, settings] = await Promise.all([
    resolveCouponPlace(deps, scope, options.storeId),
    getBusinessSettings(deps),
  ]);
  const problem = findCouponEligibilityProblem(toDomainCoupon(coupon.row), {
    ...place,
    moduleId: scope.moduleId,
    customerUses: coupon.customerUses,
    previousOrders: coupon.previousOrders,
  });
  if (problem !== null) throw new CouponRefusedError(problem, COUPON_PROBLEM_MESSAGES[problem]);
  return toCustomerCoupon(coupon.row, coupon.customerUses, {
    money: createMoneyCodec(settings.digit_after_decimal_point),
    locale: scope.locale,
    place,
  });
}
