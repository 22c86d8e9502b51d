import { describe, expect, it } from 'vitest';
import { type LineItem, priceItemLine } from './item-line-price';
import { buildFoodVariation, NO_VARIATION } from './line-variation';

const item: LineItem = {
  price: 1000,
  discount: { type: 'percent', value: 1000 },
  variations: [{ type: 'Large-Red', price: 1500 }],
  foodVariations: [
    {
      name: 'Sides',
      type: 'multi',
      min: 0,
      max: 2,
      required: false,
      values: [
        { label: 'Raita', optionPrice: 150 },
        { label: 'Salad', optionPrice: 250 },
      ],
    },
  ],
};

describe("spec 01 §4 'Total Price': a line is priced from its item as it is now", () => {
  it('takes the item price times the quantity, with the item discount, plus add-ons', () => {
    expect(
      priceItemLine(item, {
        variation: NO_VARIATION,
        quantity: 2,
        addOns: [{ price: 150, quantity: 2 }],
      }),
    ).toEqual({
      unitPrice: 1000,
      total: 2100,
      original: 2300,
      discountAmount: 200,
      addOnTotal: 300,
    });
  });

  it("uses the chosen choice-option variation's price, matched like the variation type", () => {
    const price = priceItemLine(item, {
      variation: { kind: 'choice', type: 'large - red' },
      quantity: 1,
      addOns: [],
    });
    expect(price).toMatchObject({ unitPrice: 1500, total: 1350 });
  });

  it('adds the chosen food options to each unit before the discount', () => {
    const price = priceItemLine(item, {
      variation: buildFoodVariation([{ name: 'Sides', labels: ['Raita', 'Salad'] }]),
      quantity: 2,
      addOns: [],
    });
    expect(price).toMatchObject({ unitPrice: 1400, original: 2800, discountAmount: 280 });
  });
});

describe('a food variation keeps only the groups something was chosen in', () => {
  it('drops empty groups, and is no variation when nothing is chosen', () => {
    expect(
      buildFoodVariation([
        { name: 'Sides', labels: ['Raita'] },
        { name: 'Drinks', labels: [] },
      ]),
    ).toEqual({ kind: 'food', groups: [{ name: 'Sides', labels: ['Raita'] }] });
    expect(buildFoodVariation([{ name: 'Drinks', labels: [] }])).toEqual(NO_VARIATION);
  });
});
