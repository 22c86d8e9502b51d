import { describe, expect, it } from 'vitest';
import { applyDiscount, calculateDiscountAmount } from './discount';

describe("discount rule (spec 01 §9): 'amount' subtracts discount × quantity", () => {
  it('subtracts the amount once per unit', () => {
    expect(calculateDiscountAmount(1000, 3, { type: 'amount', value: 150 })).toBe(450);
    expect(applyDiscount(1000, 3, { type: 'amount', value: 150 })).toBe(2550);
  });

  it('never takes the price below zero', () => {
    expect(applyDiscount(100, 2, { type: 'amount', value: 500 })).toBe(0);
  });
});

describe("discount rule (spec 01 §9): 'percent' or 'fixed' is a percentage of the price", () => {
  it('takes the percentage of price × quantity', () => {
    expect(calculateDiscountAmount(1000, 2, { type: 'percent', value: 1000 })).toBe(200);
  });

  it("treats 'fixed' as a percentage too", () => {
    expect(calculateDiscountAmount(1000, 1, { type: 'fixed', value: 2500 })).toBe(250);
  });

  it('rounds to whole minor units', () => {
    expect(calculateDiscountAmount(999, 1, { type: 'percent', value: 1250 })).toBe(125);
  });

  it('gives nothing off for a zero discount', () => {
    expect(applyDiscount(1000, 1, { type: 'percent', value: 0 })).toBe(1000);
  });
});
