import { describe, expect, it } from 'vitest';
import {
  type CartLineChoice,
  isNothingChanged,
  isSameCartLine,
  variationKeyOf,
} from './cart-line-identity';

function buildLine(overrides: Partial<CartLineChoice> = {}): CartLineChoice {
  return {
    itemId: 7,
    model: 'Item',
    variationKey: '',
    quantity: 2,
    addOns: [
      { id: 1, quantity: 1 },
      { id: 2, quantity: 3 },
    ],
    ...overrides,
  };
}

describe('a variation key is the same whatever order the choice was made in', () => {
  it('ignores group and label order and duplicate labels', () => {
    const a = variationKeyOf({
      kind: 'food',
      groups: [
        { name: 'Size', labels: ['Large'] },
        { name: 'Toppings', labels: ['Olives', 'Cheese'] },
      ],
    });
    const b = variationKeyOf({
      kind: 'food',
      groups: [
        { name: 'Toppings', labels: ['Cheese', 'Olives', 'Cheese'] },
        { name: 'Size', labels: ['Large'] },
      ],
    });
    expect(a).toBe(b);
  });

  it('drops groups with no labels', () => {
    expect(
      variationKeyOf({
        kind: 'food',
        groups: [
          { name: 'Size', labels: ['Large'] },
          { name: 'Toppings', labels: [] },
        ],
      }),
    ).toBe(variationKeyOf({ kind: 'food', groups: [{ name: 'Size', labels: ['Large'] }] }));
  });

  it('tells different choices apart', () => {
    expect(
      variationKeyOf({ kind: 'food', groups: [{ name: 'Size', labels: ['Large'] }] }),
    ).not.toBe(variationKeyOf({ kind: 'food', groups: [{ name: 'Size', labels: ['Small'] }] }));
  });

  it('normalises a choice type like the variation match', () => {
    expect(variationKeyOf({ kind: 'choice', type: 'Navy Blue-Large' })).toBe(
      variationKeyOf({ kind: 'choice', type: 'navyblue-large' }),
    );
  });

  it("is '' for no variation", () => {
    expect(variationKeyOf({ kind: 'none' })).toBe('');
    expect(variationKeyOf({ kind: 'food', groups: [] })).toBe('');
    expect(variationKeyOf({ kind: 'food', groups: [{ name: 'Size', labels: [] }] })).toBe('');
    expect(variationKeyOf({ kind: 'choice', type: ' - ' })).toBe('');
  });
});

describe('spec 01 §4 Add to cart becomes Update to cart once the same item and variation is in the cart', () => {
  it('matches the same item, model and variation', () => {
    expect(isSameCartLine(buildLine(), buildLine({ quantity: 5, addOns: [] }))).toBe(true);
  });

  it.each([
    ['another item', { itemId: 8 }],
    ['a campaign item', { model: 'ItemCampaign' as const }],
    ['another variation', { variationKey: 'choice:red' }],
  ])('does not match %s', (_, overrides) => {
    expect(isSameCartLine(buildLine(), buildLine(overrides))).toBe(false);
  });
});

describe("spec 01 §4 updating with an identical item and quantity warns 'nothing changed'", () => {
  it('is nothing changed when only the add-on order differs', () => {
    const reordered = buildLine({
      addOns: [
        { id: 2, quantity: 3 },
        { id: 1, quantity: 1 },
      ],
    });
    expect(isNothingChanged(buildLine(), reordered)).toBe(true);
  });

  it('ignores zero-quantity add-ons', () => {
    const withZero = buildLine({ addOns: [...buildLine().addOns, { id: 3, quantity: 0 }] });
    expect(isNothingChanged(buildLine(), withZero)).toBe(true);
  });

  it.each([
    ['the quantity', { quantity: 3 }],
    [
      'an add-on quantity',
      {
        addOns: [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 2 },
        ],
      },
    ],
    ['an added add-on', { addOns: [...buildLine().addOns, { id: 4, quantity: 1 }] }],
    ['a removed add-on', { addOns: [{ id: 1, quantity: 1 }] }],
    ['the variation', { variationKey: 'choice:red' }],
  ])('sees a change in %s', (_, overrides) => {
    expect(isNothingChanged(buildLine(), buildLine(overrides))).toBe(false);
  });
});
