import { describe, expect, it } from 'vitest';
import { buildDiscountBadge } from './discount-badge';

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

describe("discount badge (spec 01 §2): 'N% OFF' for percent; the amount and 'OFF' for fixed", () => {
  it('shows a whole percentage', () => {
    expect(buildDiscountBadge({ type: 'percent', value: 1500 }, money)).toBe('15% OFF');
  });

  it('shows a fractional percentage', () => {
    expect(buildDiscountBadge({ type: 'percent', value: 1250 }, money)).toBe('12.5% OFF');
  });

  it('shows the formatted amount for an amount discount', () => {
    expect(buildDiscountBadge({ type: 'amount', value: 200 }, money)).toBe('$2.00 OFF');
  });

  it('shows nothing without a discount', () => {
    expect(buildDiscountBadge({ type: 'percent', value: 0 }, money)).toBeNull();
  });
});
