import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import {
  type CouponEligibility,
  countCouponUsesLeft,
  findCouponEligibilityProblem,
} from './coupon-eligibility';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponType: 'default',
  discountType: 'percent',
  discount: 1000,
  maxDiscount: 0,
  minPurchase: 5000,
  limit: 0,
  data: [],
  moduleId: 1,
  startDate: '2025-03-01',
  expireDate: '2025-03-31',
  active: true,
  ...overrides,
});

const where = (overrides: Partial<CouponEligibility> = {}): CouponEligibility => ({
  today: '2025-03-15',
  moduleId: 1,
  storeIds: [7, 8],
  zoneIds: [3],
  customerUses: 0,
  previousOrders: 0,
  ...overrides,
});

const problemOf = (c: Partial<Coupon>, w: Partial<CouponEligibility> = {}) =>
  findCouponEligibilityProblem(coupon(c), where(w));

describe('coupon eligibility before an amount (coupon/list and coupon/apply)', () => {
  it('ignores min_purchase: the amount is checked at checkout', () => {
    expect(problemOf({ minPurchase: 1_000_000 })).toBeNull();
  });

  it("'store_wise' is usable when one of its stores is among the customer's stores", () => {
    expect(problemOf({ couponType: 'store_wise', data: [8, 99] })).toBeNull();
    expect(problemOf({ couponType: 'store_wise', data: [99] })).toBe('coupon_other_store');
    expect(problemOf({ couponType: 'store_wise', data: [8] }, { storeIds: [7] })).toBe(
      'coupon_other_store',
    );
  });

  it("'zone_wise' is usable when one of its zones is the customer's", () => {
    expect(problemOf({ couponType: 'zone_wise', data: [3] })).toBeNull();
    expect(problemOf({ couponType: 'zone_wise', data: [4] })).toBe('coupon_other_zone');
  });

  it('dates, module, first order and the per-customer limit, in that order', () => {
    expect(problemOf({ active: false })).toBe('coupon_inactive');
    expect(problemOf({ startDate: '2025-03-16' })).toBe('coupon_not_started');
    expect(problemOf({ expireDate: '2025-03-14' })).toBe('coupon_expired');
    expect(problemOf({ expireDate: '2025-03-15' })).toBeNull();
    expect(problemOf({ moduleId: 2 })).toBe('coupon_other_module');
    expect(problemOf({ couponType: 'first_order' }, { previousOrders: 1 })).toBe(
      'coupon_first_order_only',
    );
    expect(problemOf({ limit: 2 }, { customerUses: 2 })).toBe('coupon_limit_reached');
    expect(problemOf({ limit: 2 }, { customerUses: 1 })).toBeNull();
  });

  it('counts the uses left; no limit is null', () => {
    expect(countCouponUsesLeft({ limit: 3 }, 1)).toBe(2);
    expect(countCouponUsesLeft({ limit: 1 }, 4)).toBe(0);
    expect(countCouponUsesLeft({ limit: 0 }, 4)).toBeNull();
  });
});
