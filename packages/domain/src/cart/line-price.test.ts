import { describe, expect, it } from 'vitest';
import { calculateLinePrice, type LinePriceInput } from './line-price';

function buildLine(overrides: Partial<LinePriceInput> = {}): LinePriceInput {
  return {
    unitPrice: 1000,
    optionPrices: 200,
    quantity: 2,
    addOns: [],
    discount: { type: 'percent', value: 0 },
    ...overrides,
  };
}

describe('spec 01 §4 price is (unit price + option prices) × quantity', () => {
  it('multiplies the options by the quantity', () => {
    expect(calculateLinePrice(buildLine())).toEqual({
      total: 2400,
      original: 2400,
      discountAmount: 0,
      addOnTotal: 0,
    });
  });

  it('floors the quantity and keeps it at least 1', () => {
    expect(calculateLinePrice(buildLine({ quantity: 2.7 })).total).toBe(2400);
    expect(calculateLinePrice(buildLine({ quantity: 0 })).total).toBe(1200);
    expect(calculateLinePrice(buildLine({ quantity: Number.NaN })).total).toBe(1200);
  });
});

describe('spec 01 §9 discount rule on a line with add-ons (add-ons are not discounted)', () => {
  const addOns = [
    { price: 150, quantity: 2 },
    { price: 80, quantity: 1 },
  ];

  it("'amount' subtracts the discount once per unit", () => {
    expect(
      calculateLinePrice(buildLine({ addOns, discount: { type: 'amount', value: 100 } })),
    ).toEqual({ total: 2580, original: 2780, discountAmount: 200, addOnTotal: 380 });
  });

  it("'percent' takes a percentage of the item and option prices only", () => {
    expect(
      calculateLinePrice(buildLine({ addOns, discount: { type: 'percent', value: 1000 } })),
    ).toEqual({ total: 2540, original: 2780, discountAmount: 240, addOnTotal: 380 });
  });

  it('floors add-on quantities and never counts them below 0', () => {
    const line = buildLine({
      addOns: [
        { price: 150, quantity: 1.9 },
        { price: 80, quantity: -3 },
      ],
    });
    expect(calculateLinePrice(line).addOnTotal).toBe(150);
  });
});
