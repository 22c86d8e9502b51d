import type { MinorUnits } from '../money/minor-units';
import { findCouponEligibilityProblem } from './coupon-eligibility';
import { calculatePercentOf, type HundredthsOfPercent } from './percent';

export type CouponType = 'zone_wise' | 'store_wise' | 'free_delivery' | 'default' | 'first_order';

/** A coupon as stored (spec 02 §3 "Coupon"; ADR 0003 for the discount's unit). */
export type Coupon = {
  couponType: CouponType;
  discountType: 'amount' | 'percent';
  /** Minor units for 'amount', hundredths of a percent for 'percent'. */
  discount: MinorUnits | HundredthsOfPercent;
  /** 0 means no cap. */
  maxDiscount: MinorUnits;
  minPurchase: MinorUnits;
  /** Uses allowed per customer; 0 means unlimited. */
  limit: number;
  /** Store ids (store_wise) or zone ids (zone_wise). */
  data: readonly number[];
  moduleId: number;
  /** Local dates 'YYYY-MM-DD', both inclusive. */
  startDate: string;
  expireDate: string;
  active: boolean;
};

export type CouponContext = {
  /** Today in the store's time zone, 'YYYY-MM-DD'. */
  today: string;
  moduleId: number;
  storeId: number;
  /** The store's zone. */
  zoneId: number;
  /** Lines after item discounts. */
  subtotal: MinorUnits;
  /** How many times this customer (or guest) has used the coupon. */
  customerUses: number;
  /** How many orders this customer (or guest) has placed before. */
  previousOrders: number;
};

export type CouponProblemCode =
  | 'coupon_inactive'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_other_module'
  | 'coupon_other_store'
  | 'coupon_other_zone'
  | 'coupon_first_order_only'
  | 'coupon_limit_reached'
  | 'coupon_min_purchase';

export type CouponProblem = {
  code: CouponProblemCode;
  message: string;
  /** coupon_min_purchase: how much more the subtotal needs before the coupon applies. */
  shortfall?: MinorUnits;
};

/** English messages; 'minimum purchase for coupon' is spec 02 §8's wording. */
export const COUPON_PROBLEM_MESSAGES: Record<CouponProblemCode, string> = {
  coupon_inactive: 'This coupon is not active',
  coupon_not_started: 'This coupon is not valid yet',
  coupon_expired: 'This coupon has expired',
  coupon_other_module: 'This coupon is not valid for this module',
  coupon_other_store: 'This coupon is not valid for this store',
  coupon_other_zone: 'This coupon is not valid in this zone',
  coupon_first_order_only: 'This coupon is only for your first order',
  coupon_limit_reached: 'You have already used this coupon the maximum number of times',
  coupon_min_purchase: 'minimum purchase for coupon',
};

function findProblemCode(coupon: Coupon, context: CouponContext): CouponProblemCode | null {
  const where = { storeIds: [context.storeId], zoneIds: [context.zoneId] };
  const problem = findCouponEligibilityProblem(coupon, { ...context, ...where });
  if (problem !== null) return problem;
  if (context.subtotal < coupon.minPurchase) return 'coupon_min_purchase';
  return null;
}

/**
 * Why the coupon cannot be used, or null when it can. Checked in this order: active, start and
 * expire dates (inclusive), module, store (store_wise: store id in data), zone (zone_wise: the
 * store's zone id in data), first order, per-customer limit, and spec 02 §9 "applies if subtotal
 * is at least min_purchase".
 */
export function findCouponProblem(coupon: Coupon, context: CouponContext): CouponProblem | null {
  const code = findProblemCode(coupon, context);
  if (code === null) return null;
  const message = COUPON_PROBLEM_MESSAGES[code];
  return code === 'coupon_min_purchase'
    ? { code, message, shortfall: findCouponShortfall(coupon, context.subtotal) }
    : { code, message };
}

/**
 * Issue 17 §5: how much more the subtotal needs before the coupon applies ("Add $5.71 more to
 * use WEST10"); 0 once it reaches min_purchase.
 */
export function findCouponShortfall(
  coupon: Pick<Coupon, 'minPurchase'>,
  subtotal: MinorUnits,
): MinorUnits {
  return Math.max(0, coupon.minPurchase - subtotal);
}

/**
 * Spec 02 §9: the amount, or the percent of the subtotal (rounded half up) capped at max_discount
 * when non-zero (0 means no cap; the cap is for percent coupons only); never more than the
 * subtotal, never below zero. A free_delivery coupon takes no money off: it makes delivery free
 * instead.
 */
export function calculateCouponDiscount(coupon: Coupon, subtotal: MinorUnits): MinorUnits {
  if (coupon.couponType === 'free_delivery' || subtotal <= 0 || coupon.discount <= 0) return 0;
  if (coupon.discountType === 'amount') return Math.min(coupon.discount, subtotal);
  const off = calculatePercentOf(subtotal, coupon.discount);
  const capped = coupon.maxDiscount > 0 ? Math.min(off, coupon.maxDiscount) : off;
  return Math.min(capped, subtotal);
}

export type CouponVerdict =
  | { ok: true; discount: MinorUnits; freeDelivery: boolean }
  | { ok: false; problem: CouponProblem };

/** The server's verdict on a coupon for this order: its discount, or the first problem. */
export function applyCoupon(coupon: Coupon, context: CouponContext): CouponVerdict {
  const problem = findCouponProblem(coupon, context);
  if (problem !== null) return { ok: false, problem };
  return {
    ok: true,
    discount: calculateCouponDiscount(coupon, context.subtotal),
    freeDelivery: coupon.couponType === 'free_delivery',
  };
}
