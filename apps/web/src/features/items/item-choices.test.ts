import { variationKeyOf } from '@marketplace/domain/cart/cart-line-identity';
import { VARIATION_OUT_OF_STOCK_MESSAGE } from '@marketplace/domain/cart/choice-variation';
import { foodVariationProblemMessage } from '@marketplace/domain/cart/food-variation-selection';
import { describe, expect, it } from 'vitest';
import {
  buildChoiceItem,
  buildFoodItem,
  buildItem,
  buildLine,
} from '@/features/cart/cart-test-builders';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import {
  buildAddBody,
  buildDirectOrder,
  buildOptimisticLine,
  buildUpdateBody,
} from './item-cart-line';
import { describeItemChoiceProblem, findItemChoiceProblem } from './item-choice-problems';
import {
  buildCartVariation,
  choicesFromLine,
  getCartModel,
  getChoiceVariationKey,
  getInitialChoices,
  type ItemChoiceState,
  toCartLineChoice,
} from './item-choices';
import { calculateItemTotal } from './item-total';

const t = createTranslator(en);
const food = buildFoodItem();
const choice = buildChoiceItem();

function withFood(labels: string[][], extra: Partial<ItemChoiceState> = {}): ItemChoiceState {
  return { ...getInitialChoices(food), foodChoices: labels, ...extra };
}

describe('the item view starts as spec 01 §4 says', () => {
  it('quantity 1, first value of each choice option, nothing else chosen', () => {
    expect(getInitialChoices(choice)).toEqual({
      quantity: 1,
      choiceValues: ['Red', 'S'],
      foodChoices: [],
      addOns: {},
    });
    expect(getInitialChoices(food).foodChoices).toEqual([[], []]);
  });

  it('a campaign item is added as ItemCampaign', () => {
    expect(getCartModel(buildItem({ available_date_starts: '2026-01-01' }))).toBe('ItemCampaign');
    expect(getCartModel(buildItem())).toBe('Item');
  });
});

describe('validation before calling the API (domain rules, spec wording)', () => {
  it('reports a required single group first, with its group index and message', () => {
    const problem = findItemChoiceProblem(food, withFood([[], []]), 2);
    expect(problem).toMatchObject({ kind: 'required', name: 'Portion', groupIndex: 0 });
    expect(problem && describeItemChoiceProblem(problem, t)).toBe(
      'Variation Portion can not remain without selection.',
    );
  });

  it('reports a multi group outside min..max', () => {
    const problem = findItemChoiceProblem(
      food,
      withFood([['Large'], ['Raita', 'Salad', 'Boiled egg']]),
      2,
    );
    expect(problem).toMatchObject({ kind: 'range', name: 'Sides', groupIndex: 1 });
    expect(problem && describeItemChoiceProblem(problem, t)).toBe(
      'Selected variation named Sides must be in between Minimum 1 and Maximum 2',
    );
  });

  it('passes a complete choice', () => {
    expect(findItemChoiceProblem(food, withFood([['Large'], ['Raita']]), 2)).toBeNull();
  });

  it('blocks a choice variation with stock 0', () => {
    const state = { ...getInitialChoices(choice), choiceValues: ['Dark Blue', 'L'] };
    const problem = findItemChoiceProblem(choice, state, 2);
    expect(problem).toEqual({ kind: 'variation_out_of_stock' });
    expect(problem && describeItemChoiceProblem(problem, t)).toBe(VARIATION_OUT_OF_STOCK_MESSAGE);
  });

  it('keeps the English catalogue word for word with the domain messages', () => {
    expect(t('cart.variationRequired', { name: 'Size' })).toBe(
      foodVariationProblemMessage({ kind: 'required', name: 'Size' }),
    );
    expect(t('cart.variationRange', { name: 'Size', min: 1, max: 3 })).toBe(
      foodVariationProblemMessage({ kind: 'range', name: 'Size', min: 1, max: 3 }),
    );
    expect(t('items.multiHint', { min: 1, max: 3 })).toBe(
      'This Variation needs to be selected in between minimum 1 and Maximum 3 items.',
    );
    expect(t('items.variationOutOfStock')).toBe('*This variation is out of stock');
  });
});

describe('Total Price (domain line price, minor units)', () => {
  it('adds option prices to the unit price, times the quantity, plus add-ons', () => {
    const state = withFood([['Large'], ['Raita', 'Boiled egg']], {
      quantity: 2,
      addOns: { 11: 2 },
    });
    // (8 + 3.50 + 0.99) × 2 + 1.50 × 2
    expect(calculateItemTotal(food, state, 2).total).toBe(2498 + 300);
  });

  it('takes the chosen variation price and the item discount, add-ons undiscounted', () => {
    const item = buildChoiceItem({
      discount: 10,
      add_ons: [{ id: 1, store_id: 3, name: 'Bag', price: 1 }],
    });
    const state = {
      ...getInitialChoices(item),
      choiceValues: ['Red', 'L'],
      quantity: 3,
      addOns: { 1: 1 },
    };
    expect(calculateItemTotal(item, state, 2)).toMatchObject({
      total: 3240 + 100,
      original: 3600 + 100,
    });
  });

  it('subtracts an amount discount once per unit (spec 01 §9)', () => {
    const item = buildItem({ price: 5, discount: 1, discount_type: 'amount' });
    expect(calculateItemTotal(item, { ...getInitialChoices(item), quantity: 3 }, 2).total).toBe(
      1200,
    );
  });
});

describe('the cart payload', () => {
  it('sends chosen food groups only, add-ons as parallel lists, and no price', () => {
    const body = buildAddBody(food, withFood([['Large'], []], { addOns: { 12: 2, 11: 0 } }));
    expect(body).toEqual({
      model: 'Item',
      item_id: 7,
      quantity: 1,
      variation: [{ name: 'Portion', values: { label: ['Large'] } }],
      add_on_ids: [12],
      add_on_qtys: [2],
    });
  });

  it('sends the matching choice variation as [{type}]', () => {
    const state = { ...getInitialChoices(choice), choiceValues: ['Dark Blue', 'S'] };
    expect(buildCartVariation(choice, state)).toEqual([{ type: 'Dark Blue-S' }]);
    expect(buildUpdateBody(choice, state, 55)).toMatchObject({ cart_id: 55, quantity: 1 });
  });

  it('prices the optimistic line and the Buy Now line with the same function', () => {
    const state = withFood([['Large'], ['Raita']], { quantity: 2 });
    const line = buildOptimisticLine(food, state, 2, -5);
    expect(line).toMatchObject({ id: -5, price: 23, quantity: 2, store_id: 3, item_type: 'Item' });
    expect(buildDirectOrder(food, state, 2, 'buy_now')).toMatchObject({
      page: 'buy_now',
      itemId: 7,
      total: 23,
      quantity: 2,
    });
  });
});

describe('Update To Cart loads the line of the same item and variation (spec 01 §4)', () => {
  it('keys the view like the cart line, whatever order options were picked in', () => {
    const a = getChoiceVariationKey(food, withFood([['Large'], ['Salad', 'Raita']]));
    const b = getChoiceVariationKey(food, withFood([['Large'], ['Raita', 'Salad']]));
    expect(a).toBe(b);
    expect(getChoiceVariationKey(choice, getInitialChoices(choice))).toBe(
      variationKeyOf({ kind: 'choice', type: 'Red-S' }),
    );
  });

  it('loads a food line: labels per group, add-ons and quantity', () => {
    const line = buildLine({
      item: food,
      quantity: 3,
      variation: [
        { name: 'Sides', values: { label: ['Salad', 'Gone'] } },
        { name: 'Portion', values: { label: ['Large'] } },
      ],
      add_on_ids: [11, 99],
      add_on_qtys: [2, 1],
    });
    expect(choicesFromLine(food, line)).toEqual({
      quantity: 3,
      choiceValues: [],
      foodChoices: [['Large'], ['Salad']],
      addOns: { 11: 2 },
    });
  });

  it('loads a choice line back into its option values, even with spaces in them', () => {
    const line = buildLine({ item: choice, variation: [{ type: 'Dark Blue-S' }] });
    expect(choicesFromLine(choice, line).choiceValues).toEqual(['Dark Blue', 'S']);
  });

  it('compares the view with the line for the nothing-changed warning', () => {
    const state = withFood([['Large'], ['Raita']], { quantity: 2, addOns: { 11: 1 } });
    expect(toCartLineChoice(food, state)).toEqual({
      itemId: 7,
      model: 'Item',
      variationKey: getChoiceVariationKey(food, state),
      quantity: 2,
      addOns: [{ id: 11, quantity: 1 }],
    });
  });
});
