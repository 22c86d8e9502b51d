import { describe, expect, it } from 'vitest';
import {
  type FoodVariationGroup,
  foodVariationProblemMessage,
  sumChosenOptionPrices,
  toggleFoodVariationOption,
  validateFoodVariations,
} from './food-variation-selection';

function buildGroup(overrides: Partial<FoodVariationGroup> = {}): FoodVariationGroup {
  return {
    name: 'Size',
    type: 'single',
    min: 0,
    max: 0,
    required: true,
    values: [
      { label: 'Small', optionPrice: 0 },
      { label: 'Large', optionPrice: 250 },
    ],
    ...overrides,
  };
}

const toppings = buildGroup({
  name: 'Toppings',
  type: 'multi',
  min: 1,
  max: 2,
  required: false,
  values: [
    { label: 'Cheese', optionPrice: 100 },
    { label: 'Olives', optionPrice: 75 },
    { label: 'Onion', optionPrice: 50 },
  ],
});

describe('spec 01 §4 single-choice variation group', () => {
  const single = { type: 'single' } as const;

  it('picking an option replaces the earlier one', () => {
    expect(toggleFoodVariationOption(single, ['Small'], 'Large')).toEqual(['Large']);
    expect(toggleFoodVariationOption(single, [], 'Small')).toEqual(['Small']);
  });

  it('clicking the chosen option deselects it', () => {
    expect(toggleFoodVariationOption(single, ['Small'], 'Small')).toEqual([]);
  });
});

describe('spec 01 §4 multi variation group allows several options', () => {
  const multi = { type: 'multi' } as const;

  it('adds options in the order they are chosen', () => {
    expect(toggleFoodVariationOption(multi, ['Olives'], 'Cheese')).toEqual(['Olives', 'Cheese']);
  });

  it('clicking a chosen option removes only that one', () => {
    expect(toggleFoodVariationOption(multi, ['Olives', 'Cheese', 'Onion'], 'Cheese')).toEqual([
      'Olives',
      'Onion',
    ]);
  });

  it('does not change the array it was given', () => {
    const chosen = ['Olives'];
    toggleFoodVariationOption(multi, chosen, 'Cheese');
    expect(chosen).toEqual(['Olives']);
  });
});

describe('spec 01 §5 required variation groups need a selection', () => {
  it('reports a required group with nothing chosen', () => {
    expect(validateFoodVariations([buildGroup()], [])).toEqual({ kind: 'required', name: 'Size' });
    expect(validateFoodVariations([buildGroup()], [{ name: 'Size', labels: [] }])).toEqual({
      kind: 'required',
      name: 'Size',
    });
  });

  it('reports a required multi group with nothing chosen as required, not range', () => {
    expect(validateFoodVariations([{ ...toppings, required: true }], [])).toEqual({
      kind: 'required',
      name: 'Toppings',
    });
  });

  it('accepts optional groups left empty', () => {
    expect(validateFoodVariations([buildGroup({ required: false }), toppings], [])).toBeNull();
  });

  it('reports the first problem in group order', () => {
    const groups = [buildGroup(), buildGroup({ name: 'Sauce' })];
    expect(validateFoodVariations(groups, [])).toEqual({ kind: 'required', name: 'Size' });
    expect(validateFoodVariations(groups, [{ name: 'Size', labels: ['Small'] }])).toEqual({
      kind: 'required',
      name: 'Sauce',
    });
  });
});

describe('spec 01 §5 single type needs exactly one choice', () => {
  it('accepts one option', () => {
    expect(
      validateFoodVariations([buildGroup()], [{ name: 'Size', labels: ['Large'] }]),
    ).toBeNull();
  });

  it('reports two labels in a single group as a range of 1 to 1', () => {
    expect(
      validateFoodVariations([buildGroup()], [{ name: 'Size', labels: ['Small', 'Large'] }]),
    ).toEqual({ kind: 'range', name: 'Size', min: 1, max: 1 });
  });

  it('counts a duplicated label once', () => {
    expect(
      validateFoodVariations([buildGroup()], [{ name: 'Size', labels: ['Small', 'Small'] }]),
    ).toBeNull();
  });
});

describe('spec 01 §5 multi needs a count between min and max inclusive', () => {
  const required = { ...toppings, required: true };

  it.each([
    [['Cheese'], null],
    [['Cheese', 'Olives'], null],
    [['Cheese', 'Olives', 'Onion'], { kind: 'range', name: 'Toppings', min: 1, max: 2 }],
  ])('%j → %j', (labels, expected) => {
    expect(validateFoodVariations([required], [{ name: 'Toppings', labels }])).toEqual(expected);
  });

  it('counts duplicate labels once toward the range', () => {
    expect(
      validateFoodVariations([required], [{ name: 'Toppings', labels: ['Cheese', 'Cheese'] }]),
    ).toBeNull();
  });

  it('accepts exactly the count when min equals max', () => {
    const exactlyTwo = { ...required, min: 2, max: 2 };
    expect(
      validateFoodVariations([exactlyTwo], [{ name: 'Toppings', labels: ['Cheese', 'Onion'] }]),
    ).toBeNull();
    expect(
      validateFoodVariations([exactlyTwo], [{ name: 'Toppings', labels: ['Cheese'] }]),
    ).toEqual({ kind: 'range', name: 'Toppings', min: 2, max: 2 });
  });
});

describe('spec 01 §5 optional multi groups that have been chosen must fall within min and max', () => {
  const atLeastTwo = { ...toppings, min: 2, max: 3 };

  it('reports an optional multi group chosen below its minimum', () => {
    expect(
      validateFoodVariations([atLeastTwo], [{ name: 'Toppings', labels: ['Cheese'] }]),
    ).toEqual({ kind: 'range', name: 'Toppings', min: 2, max: 3 });
  });

  it('accepts the same group when nothing was chosen in it', () => {
    expect(validateFoodVariations([atLeastTwo], [{ name: 'Toppings', labels: [] }])).toBeNull();
    expect(validateFoodVariations([atLeastTwo], [])).toBeNull();
  });
});

describe('a chosen variation must belong to the item', () => {
  it('reports a label that is not an option of the group', () => {
    expect(validateFoodVariations([buildGroup()], [{ name: 'Size', labels: ['Huge'] }])).toEqual({
      kind: 'unknown_option',
      name: 'Size',
      label: 'Huge',
    });
  });

  it('reports a group the item does not have', () => {
    expect(
      validateFoodVariations(
        [buildGroup()],
        [
          { name: 'Size', labels: ['Small'] },
          { name: 'Crust', labels: ['Thin'] },
        ],
      ),
    ).toEqual({ kind: 'unknown_group', name: 'Crust' });
  });
});

describe('spec 01 §5 variation messages', () => {
  it.each([
    [
      { kind: 'required', name: 'Size' } as const,
      'Variation Size can not remain without selection.',
    ],
    [
      { kind: 'range', name: 'Toppings', min: 1, max: 2 } as const,
      'Selected variation named Toppings must be in between Minimum 1 and Maximum 2',
    ],
    [
      { kind: 'unknown_option', name: 'Size', label: 'Huge' } as const,
      'Huge is not an option of Size',
    ],
    [{ kind: 'unknown_group', name: 'Crust' } as const, 'Crust is not a variation of this item'],
  ])('%j → %s', (problem, message) => {
    expect(foodVariationProblemMessage(problem)).toBe(message);
  });
});

describe('spec 01 §4 price is adjusted by option price', () => {
  const groups = [buildGroup(), toppings];

  it('sums the chosen options across groups', () => {
    expect(
      sumChosenOptionPrices(groups, [
        { name: 'Size', labels: ['Large'] },
        { name: 'Toppings', labels: ['Cheese', 'Onion'] },
      ]),
    ).toBe(400);
  });

  it('counts each label once and ignores unknown labels and groups', () => {
    expect(
      sumChosenOptionPrices(groups, [
        { name: 'Toppings', labels: ['Cheese', 'Cheese', 'Truffle'] },
        { name: 'Crust', labels: ['Thin'] },
      ]),
    ).toBe(100);
  });

  it('is zero with nothing chosen', () => {
    expect(sumChosenOptionPrices(groups, [])).toBe(0);
  });
});
