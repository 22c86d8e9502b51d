import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  type Coupon,
  type CouponContext,
  calculateCouponDiscount,
  findCouponProblem,
  findCouponShortfall,
} from './coupon';

function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    couponType: 'default',
    discountType: 'amount',
    discount: 500,
    maxDiscount: 0,
    minPurchase: 0,
    limit: 0,
    data: [],
    moduleId: 1,
    startDate: '2025-03-01',
    expireDate: '2025-03-31',
    active: true,
    ...overrides,
  };
}

function buildContext(overrides: Partial<CouponContext> = {}): CouponContext {
  return {
    today: '2025-03-15',
    moduleId: 1,
    storeId: 7,
    zoneId: 3,
    subtotal: 10_000,
    customerUses: 0,
    previousOrders: 2,
    ...overrides,
  };
}

function problemCode(coupon: Partial<Coupon>, context: Partial<CouponContext> = {}) {
  return findCouponProblem(buildCoupon(coupon), buildContext(context))?.code ?? null;
}

describe('coupon types (spec 02 §3, §9)', () => {
  it("'default' applies at any store of its module", () => {
    expect(applyCoupon(buildCoupon(), buildContext())).toEqual({
      ok: true,
      discount: 500,
      freeDelivery: false,
    });
  });

  it("'store_wise' applies only to the store ids in data", () => {
    expect(problemCode({ couponType: 'store_wise', data: [7, 9] })).toBeNull();
    expect(problemCode({ couponType: 'store_wise', data: [9] })).toBe('coupon_other_store');
  });

  it("'zone_wise' applies only to the store's zone ids in data", () => {
    expect(problemCode({ couponType: 'zone_wise', data: [3] })).toBeNull();
    expect(problemCode({ couponType: 'zone_wise', data: [4] })).toBe('coupon_other_zone');
  });

  it("'first_order' applies only when the customer has no previous orders", () => {
    expect(problemCode({ couponType: 'first_order' }, { previousOrders: 0 })).toBeNull();
    expect(problemCode({ couponType: 'first_order' }, { previousOrders: 1 })).toBe(
      'coupon_first_order_only',
    );
  });

  it("'free_delivery' takes no money off but makes delivery free", () => {
    const coupon = buildCoupon({ couponType: 'free_delivery', discount: 500 });
    expect(applyCoupon(coupon, buildContext())).toEqual({
      ok: true,
      discount: 0,
      freeDelivery: true,
    });
  });
});

describe('coupon checks, each a distinct problem', () => {
  it('rejects an inactive coupon', () => {
    expect(problemCode({ active: false })).toBe('coupon_inactive');
  });

  it('is valid from the start date to the expire date, both inclusive', () => {
    expect(problemCode({}, { today: '2025-03-01' })).toBeNull();
    expect(problemCode({}, { today: '2025-03-31' })).toBeNull();
    expect(problemCode({}, { today: '2025-02-28' })).toBe('coupon_not_started');
    expect(problemCode({}, { today: '2025-04-01' })).toBe('coupon_expired');
  });

  it("rejects another module's coupon", () => {
    expect(problemCode({ moduleId: 2 })).toBe('coupon_other_module');
  });

  it('enforces the per-customer limit (0 = unlimited)', () => {
    expect(problemCode({ limit: 2 }, { customerUses: 1 })).toBeNull();
    expect(problemCode({ limit: 2 }, { customerUses: 2 })).toBe('coupon_limit_reached');
    expect(problemCode({ limit: 0 }, { customerUses: 50 })).toBeNull();
  });

  it('spec 02 §9: applies only if subtotal is at least min_purchase', () => {
    expect(problemCode({ minPurchase: 10_000 }, { subtotal: 10_000 })).toBeNull();
    const verdict = applyCoupon(
      buildCoupon({ minPurchase: 10_000 }),
      buildContext({ subtotal: 9999 }),
    );
    expect(verdict).toEqual({
      ok: false,
      problem: {
        code: 'coupon_min_purchase',
        message: 'minimum purchase for coupon',
        shortfall: 1,
      },
    });
  });

  it('issue 17 §5: a coupon refused for minimum purchase says how much more to add', () => {
    const problem = findCouponProblem(
      buildCoupon({ minPurchase: 1_500 }),
      buildContext({ subtotal: 929 }),
    );
    expect(problem?.shortfall).toBe(571);
    expect(findCouponShortfall({ minPurchase: 1_500 }, 1_500)).toBe(0);
    expect(findCouponShortfall({ minPurchase: 1_500 }, 2_000)).toBe(0);
    expect(findCouponShortfall({ minPurchase: 0 }, 0)).toBe(0);
  });

  it('reports the first failing check', () => {
    expect(problemCode({ active: false, moduleId: 2 }, { today: '2030-01-01' })).toBe(
      'coupon_inactive',
    );
    expect(problemCode({ moduleId: 2, minPurchase: 1 }, { subtotal: 0 })).toBe(
      'coupon_other_module',
    );
  });
});

describe('spec 02 §9 coupon discount', () => {
  it("'amount' takes the amount off", () => {
    expect(calculateCouponDiscount(buildCoupon({ discount: 750 }), 10_000)).toBe(750);
  });

  it("'percent' takes the percent of the subtotal, uncapped when max_discount is 0", () => {
    const coupon = buildCoupon({ discountType: 'percent', discount: 2000, maxDiscount: 0 });
    expect(calculateCouponDiscount(coupon, 10_000)).toBe(2000);
  });

  it("'percent' is capped at max_discount", () => {
    const coupon = buildCoupon({ discountType: 'percent', discount: 2000, maxDiscount: 1500 });
    expect(calculateCouponDiscount(coupon, 10_000)).toBe(1500);
    expect(calculateCouponDiscount(coupon, 5000)).toBe(1000);
  });

  it('never takes more than the subtotal, so the total never goes below zero', () => {
    expect(calculateCouponDiscount(buildCoupon({ discount: 5000 }), 3000)).toBe(3000);
    const all = buildCoupon({ discountType: 'percent', discount: 15_000 });
    expect(calculateCouponDiscount(all, 3000)).toBe(3000);
    expect(calculateCouponDiscount(buildCoupon({ discount: -100 }), 3000)).toBe(0);
  });

  it('rounds the percent half up to whole minor units at 0, 2 and 3 decimals', () => {
    const coupon = buildCoupon({ discountType: 'percent', discount: 1250 });
    expect(calculateCouponDiscount(coupon, 12)).toBe(2); // 0 decimals: 12.5 % of 12 = 1.5 → 2
    expect(calculateCouponDiscount(coupon, 999)).toBe(125); // 2 decimals: of 9.99 = 1.24875 → 1.25
    expect(calculateCouponDiscount(coupon, 9990)).toBe(1249); // 3 decimals: of 9.990 → 1.249
  });
});
