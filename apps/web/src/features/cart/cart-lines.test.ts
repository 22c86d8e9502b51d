import { quantityProblemMessage } from '@marketplace/domain/cart/quantity-limit';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import {
  checkLineIncrease,
  describeLineAddOns,
  describeLineVariation,
  findCartLine,
  getCartSubtotal,
  getLineStock,
  getLineVariationKey,
  toLineChoice,
} from './cart-lines';
import { describeQuantityProblem } from './cart-messages';
import { buildChoiceItem, buildFoodItem, buildLine } from './cart-test-builders';
import { getCheckoutAction } from './checkout-action';

const t = createTranslator(en);

describe('cart lines as the domain sees them', () => {
  const food = buildFoodItem();
  const line = buildLine({
    item: food,
    quantity: 2,
    variation: [
      { name: 'Sides', values: { label: ['Salad', 'Raita'] } },
      { name: 'Portion', values: { label: ['Large'] } },
    ],
    add_on_ids: [11],
    add_on_qtys: [2],
  });

  it('finds the line of the same item and variation, whatever the label order', () => {
    const key = getLineVariationKey({
      variation: [
        { name: 'Portion', values: { label: ['Large'] } },
        { name: 'Sides', values: { label: ['Raita', 'Salad'] } },
      ],
    });
    expect(findCartLine([line], { itemId: food.id, model: 'Item', variationKey: key })).toBe(line);
    expect(
      findCartLine([line], { itemId: food.id, model: 'ItemCampaign', variationKey: key }),
    ).toBeNull();
    expect(findCartLine([line], { itemId: food.id, model: 'Item', variationKey: '' })).toBeNull();
  });

  it('compares add-ons by id and quantity', () => {
    expect(toLineChoice(line)).toMatchObject({ quantity: 2, addOns: [{ id: 11, quantity: 2 }] });
  });

  it('describes the chosen variation and add-ons for the drawer', () => {
    expect(describeLineVariation(line)).toEqual(['Sides: Salad, Raita', 'Portion: Large']);
    expect(describeLineVariation({ variation: [{ type: 'Red-L' }] })).toEqual(['Red-L']);
    expect(
      describeLineAddOns({
        add_ons: [
          { id: 1, name: 'Naan', price: 1, quantity: 2 },
          { id: 2, name: 'Papad', price: 1, quantity: 1 },
        ],
      }),
    ).toEqual(['Naan × 2', 'Papad']);
  });

  it('sums the server totals in minor units', () => {
    const lines = [buildLine({ price: 0.1 }), buildLine({ id: 2, price: 0.2 })];
    expect(getCartSubtotal(lines, 2)).toBe(30);
  });
});

describe('the drawer plus button (spec 02 §5)', () => {
  it('is limited by the chosen variation stock for non-food items', () => {
    const item = buildChoiceItem();
    const line = buildLine({ item, quantity: 2, variation: [{ type: 'Red-L' }] });
    expect(getLineStock(line)).toBe(2);
    expect(checkLineIncrease(line)).toEqual({ kind: 'stock', available: 2 });
  });

  it('ignores stock for food but not maximum_cart_quantity', () => {
    const food = buildFoodItem({ stock: 0, maximum_cart_quantity: 3 });
    expect(checkLineIncrease(buildLine({ item: food, quantity: 2 }))).toBeNull();
    expect(checkLineIncrease(buildLine({ item: food, quantity: 3 }))).toEqual({
      kind: 'max_cart_quantity',
      maximum: 3,
    });
  });

  it('words the problems like the domain, translated', () => {
    for (const problem of [
      { kind: 'stock', available: 0 },
      { kind: 'stock', available: 4 },
      { kind: 'max_cart_quantity', maximum: 5 },
    ] as const) {
      expect(describeQuantityProblem(problem, t)).toBe(quantityProblemMessage(problem));
    }
  });

  it('keeps the free-delivery wording of spec 02 §9', () => {
    expect(t('cart.freeDeliveryReached')).toBe('You have reduced delivery charge');
    expect(t('cart.moreForFreeDelivery', { amount: '$5.00' })).toBe('$5.00 more for free delivery');
  });
});

describe('the checkout button (spec 02 §4)', () => {
  it('goes home with an empty cart', () => {
    expect(getCheckoutAction({ lineCount: 0, isSignedIn: true, guestCheckout: true })).toBe('home');
  });

  it('goes to checkout when signed in', () => {
    expect(getCheckoutAction({ lineCount: 1, isSignedIn: true, guestCheckout: false })).toBe(
      'checkout',
    );
  });

  it('asks a guest to log in or continue when guest checkout is on, else opens sign-in', () => {
    expect(getCheckoutAction({ lineCount: 2, isSignedIn: false, guestCheckout: true })).toBe(
      'guest-choice',
    );
    expect(getCheckoutAction({ lineCount: 2, isSignedIn: false, guestCheckout: false })).toBe(
      'sign-in',
    );
  });
});
