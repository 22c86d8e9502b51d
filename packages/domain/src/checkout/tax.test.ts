import { describe, expect, it } from 'vitest';
import { calculateTax, getTaxableAmount, type TaxInput } from './tax';

function tax(overrides: Partial<TaxInput>) {
  return calculateTax({ subtotal: 0, discount: 0, rate: 500, included: false, ...overrides });
}

describe('tax is on subtotal − discounts only', () => {
  it('subtracts the discounts and never goes below zero', () => {
    expect(getTaxableAmount(10_000, 1500)).toBe(8500);
    expect(getTaxableAmount(1000, 1500)).toBe(0);
    expect(getTaxableAmount(1000, -50)).toBe(1000);
  });

  it('taxes the amount after the coupon', () => {
    expect(tax({ subtotal: 10_000, discount: 2000, rate: 1000 }).amount).toBe(800);
  });
});

describe('spec 02 §9 tax excluded: amount × rate / 100, added to the total', () => {
  it('adds 5 % of 10.50 = 0.525 at 0, 2 and 3 decimals', () => {
    // 0 decimals: 11 × 5 % = 0.55 → 1.
    expect(tax({ subtotal: 11 })).toEqual({ amount: 1, included: false, addedToTotal: 1 });
    // 2 decimals: 10.50 × 5 % = 0.525 → 0.53 (half up).
    expect(tax({ subtotal: 1050 })).toEqual({ amount: 53, included: false, addedToTotal: 53 });
    // 3 decimals: 10.500 × 5 % = 0.525 exactly.
    expect(tax({ subtotal: 10_500 })).toEqual({ amount: 525, included: false, addedToTotal: 525 });
  });

  it('takes fractional rates', () => {
    // 9.99 × 7.25 % = 0.724275 → 0.72.
    expect(tax({ subtotal: 999, rate: 725 }).amount).toBe(72);
  });
});

describe('spec 02 §9 tax included: share = amount × rate / (100 + rate), not added', () => {
  it('shows the share of 10.50 at 5 % = 0.50 at 0, 2 and 3 decimals', () => {
    // 0 decimals: 11 × 5 / 105 = 0.5238 → 1.
    expect(tax({ subtotal: 11, included: true })).toEqual({
      amount: 1,
      included: true,
      addedToTotal: 0,
    });
    // 2 decimals: 10.50 × 5 / 105 = 0.50.
    expect(tax({ subtotal: 1050, included: true }).amount).toBe(50);
    // 3 decimals: 10.500 × 5 / 105 = 0.500.
    expect(tax({ subtotal: 10_500, included: true }).amount).toBe(500);
  });

  it('rounds the share half up', () => {
    // 10.00 × 12.5 / 112.5 = 1.1111 → 1.11.
    expect(tax({ subtotal: 1000, rate: 1250, included: true }).amount).toBe(111);
    // 0.21 × 5 / 105 = 0.01 exactly; 0.22 → 0.010476 → 0.01.
    expect(tax({ subtotal: 21, included: true }).amount).toBe(1);
    expect(tax({ subtotal: 22, included: true }).amount).toBe(1);
  });
});

describe('no tax at a zero rate', () => {
  it('is 0 included or excluded', () => {
    expect(tax({ subtotal: 1000, rate: 0 }).amount).toBe(0);
    expect(tax({ subtotal: 1000, rate: 0, included: true }).amount).toBe(0);
    expect(tax({ subtotal: 1000, rate: -100 }).amount).toBe(0);
  });
});
