import type { Coupon, CouponProblemCode } from './coupon';

/**
 * What a coupon's rules read before there is an amount: who asks, when, and where the order may
 * come from. At checkout that is one store and its zone; on the coupons page (coupon/list,
 * coupon/apply without a store) it is the stores and zones the customer can order from.
 */
export type CouponEligibility = {
  /** Today, 'YYYY-MM-DD' (the store's calendar at checkout). */
  today: string;
  moduleId: number;
  storeIds: readonly number[];
  zoneIds: readonly number[];
  /** How many times this customer (or guest) has used the coupon. */
  customerUses: number;
  /** How many orders this customer (or guest) has placed before. */
  previousOrders: number;
};

const hasAny = (data: readonly number[], ids: readonly number[]) =>
  ids.some((id) => data.includes(id));

/**
 * Why the coupon cannot be used here whatever the amount, or null: active, start and expire
 * dates (inclusive), module, store (store_wise: one of the stores in data), zone (zone_wise: one
 * of the zones in data), first order, per-customer limit. Checkout adds spec 02 §9's
 * min_purchase after these (findCouponProblem).
 */
export function findCouponEligibilityProblem(
  coupon: Coupon,
  context: CouponEligibility,
): Exclude<CouponProblemCode, 'coupon_min_purchase'> | null {
  if (!coupon.active) return 'coupon_inactive';
  // ISO dates compare as strings.
  if (context.today < coupon.startDate) return 'coupon_not_started';
  if (context.today > coupon.expireDate) return 'coupon_expired';
  if (coupon.moduleId !== context.moduleId) return 'coupon_other_module';
  if (coupon.couponType === 'store_wise' && !hasAny(coupon.data, context.storeIds)) {
    return 'coupon_other_store';
  }
  if (coupon.couponType === 'zone_wise' && !hasAny(coupon.data, context.zoneIds)) {
    return 'coupon_other_zone';
  }
  if (coupon.couponType === 'first_order' && context.previousOrders > 0) {
    return 'coupon_first_order_only';
  }
  if (coupon.limit > 0 && context.customerUses >= coupon.limit) return 'coupon_limit_reached';
  return null;
}

/** Uses the customer has left; null when the coupon has no per-customer limit. */
export function countCouponUsesLeft(
  coupon: Pick<Coupon, 'limit'>,
  customerUses: number,
): number | null {
  return coupon.limit > 0 ? Math.max(0, coupon.limit - customerUses) : null;
}
