import { describe, expect, it } from 'vitest';
import { getItemMarks } from './item-marks';
import { calculateItemTotal, findChoiceVariation } from './item-total';

describe('item marks (spec 01 §2)', () => {
  const food = { vegToggle: true, moduleType: 'food' };

  it('shows organic only for organic 1', () => {
    expect(getItemMarks({ organic: 1 }, food).organic).toBe(true);
    expect(getItemMarks({ organic: 0 }, food).organic).toBe(false);
  });

  it('shows the halal tag only when halal_tag_status and is_halal are both set', () => {
    expect(getItemMarks({ is_halal: 1, halal_tag_status: 1 }, food).halal).toBe(true);
    expect(getItemMarks({ is_halal: 1, halal_tag_status: 0 }, food).halal).toBe(false);
    expect(getItemMarks({ is_halal: 0, halal_tag_status: true }, food).halal).toBe(false);
  });

  it('shows veg or non-veg only when the toggle is on and the module is food', () => {
    expect(getItemMarks({ veg: 1 }, food).diet).toBe('veg');
    expect(getItemMarks({ veg: 0 }, food).diet).toBe('non_veg');
    expect(getItemMarks({ veg: 1 }, { vegToggle: false, moduleType: 'food' }).diet).toBeNull();
    expect(getItemMarks({ veg: 1, module_type: 'grocery' }, food).diet).toBeNull();
  });

  it('marks recommended items', () => {
    expect(getItemMarks({ recommended: 1 }, food).recommended).toBe(true);
  });
});

describe('choice-option variation matching (spec 01 §4)', () => {
  const variations = [
    { type: 'Red-S', price: 10 },
    { type: 'Red-L', price: 12 },
    { type: 'Dark Blue-S', price: 11 },
  ];

  it('finds the variation whose type joins the chosen values, ignoring dashes and spaces', () => {
    expect(findChoiceVariation(variations, ['Red', 'L'])?.price).toBe(12);
    expect(findChoiceVariation(variations, ['Dark Blue', 'S'])?.price).toBe(11);
  });

  it('finds nothing until every option is chosen', () => {
    expect(findChoiceVariation(variations, ['Red', undefined])).toBeNull();
    expect(findChoiceVariation(variations, [])).toBeNull();
  });
});

describe('Total Price of the item view', () => {
  const base = { discount: 0, discount_type: 'percent', digits: 2, optionPrices: [], addOns: [] };

  it('multiplies the unit price and the option prices by the quantity', () => {
    expect(
      calculateItemTotal({ ...base, unitPrice: 10, optionPrices: [1.5, 0.99], quantity: 2 }),
    ).toEqual({ total: 2498, original: 2498 });
  });

  it('takes a percent discount of the item part only, add-ons at full price', () => {
    expect(
      calculateItemTotal({
        ...base,
        discount: 10,
        unitPrice: 10,
        quantity: 3,
        addOns: [{ price: 0.99, quantity: 2 }],
      }),
    ).toEqual({ total: 2700 + 198, original: 3000 + 198 });
  });

  it('subtracts an amount discount once per unit (spec 01 §9)', () => {
    expect(
      calculateItemTotal({
        ...base,
        discount: 1,
        discount_type: 'amount',
        unitPrice: 5,
        quantity: 3,
      }),
    ).toEqual({ total: 1200, original: 1500 });
  });

  it('never goes below a quantity of one', () => {
    expect(calculateItemTotal({ ...base, unitPrice: 4, quantity: 0 }).total).toBe(400);
  });
});
