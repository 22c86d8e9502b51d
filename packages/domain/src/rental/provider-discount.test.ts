import { describe, expect, it } from 'vitest';
import { calculateProviderDiscount, type ProviderDiscount } from './provider-discount';

const tenPercent: ProviderDiscount = {
  type: 'percent',
  value: 1000,
  minPurchase: 5000,
  maxDiscount: 2000,
};

describe('provider discount: min_purchase, then the discount capped at max_discount', () => {
  it('gives nothing below min_purchase', () => {
    expect(calculateProviderDiscount(4999, tenPercent)).toBe(0);
  });

  it('takes the percent at or above min_purchase', () => {
    expect(calculateProviderDiscount(5000, tenPercent)).toBe(500);
  });

  it('caps the discount at max_discount', () => {
    expect(calculateProviderDiscount(50_000, tenPercent)).toBe(2000);
  });

  it('has no cap when max_discount is 0', () => {
    expect(calculateProviderDiscount(50_000, { ...tenPercent, maxDiscount: 0 })).toBe(5000);
  });

  it('takes an amount, never more than what is left', () => {
    const amount: ProviderDiscount = {
      type: 'amount',
      value: 3000,
      minPurchase: 0,
      maxDiscount: 0,
    };
    expect(calculateProviderDiscount(10_000, amount)).toBe(3000);
    expect(calculateProviderDiscount(1000, amount)).toBe(1000);
    expect(calculateProviderDiscount(1000, null)).toBe(0);
  });
});
