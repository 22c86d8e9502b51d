import type { Item } from '@marketplace/contract/items';
import type { FoodVariationGroup } from '@marketplace/domain/cart/food-variation-selection';
import {
  type ItemLinePrice,
  type LineItem,
  priceItemLine,
} from '@marketplace/domain/cart/item-line-price';
import { createMoneyCodec, type MoneyCodec } from '@marketplace/domain/money/money-codec';
import {
  buildLineVariation,
  type ChoiceItem,
  getChosenAddOns,
  type ItemChoiceState,
} from './item-choices';

/** The item's food-variation groups in the domain's form (minor units, required as a boolean). */
export function toFoodGroups(
  groups: Item['food_variations'],
  digits: number,
): FoodVariationGroup[] {
  const money = createMoneyCodec(digits);
  return groups.map((group) => ({
    name: group.name,
    type: group.type,
    min: group.min,
    max: group.max,
    required: group.required === 'on',
    values: group.values.map((value) => ({
      label: value.label,
      optionPrice: money.fromWire(value.optionPrice),
    })),
  }));
}

/** What the domain prices a line from, read from the wire's item. */
export function toLineItem(
  item: Pick<Item, 'price' | 'discount' | 'discount_type' | 'variations' | 'food_variations'>,
  money: MoneyCodec,
): LineItem {
  return {
    price: money.fromWire(item.price),
    discount: money.discountFromWire(item),
    variations: item.variations.map((variation) => ({
      type: variation.type,
      price: money.fromWire(variation.price),
    })),
    foodVariations: toFoodGroups(item.food_variations, money.digits),
  };
}

/**
 * 'Total Price' of the item view (spec 01 §4), in minor units, by the domain's line price — the
 * same function the server prices the cart line with.
 */
export function calculateItemTotal(
  item: ChoiceItem,
  state: ItemChoiceState,
  digits: number,
): ItemLinePrice {
  const money = createMoneyCodec(digits);
  return priceItemLine(toLineItem(item, money), {
    variation: buildLineVariation(item, state),
    quantity: state.quantity,
    addOns: getChosenAddOns(item, state).map((addOn) => ({
      price: money.fromWire(addOn.price),
      quantity: addOn.quantity,
    })),
  });
}
