import type { Item } from '@marketplace/contract/items';
import type { FoodVariationGroup } from '@marketplace/domain/cart/food-variation-selection';
import { sumChosenOptionPrices } from '@marketplace/domain/cart/food-variation-selection';
import { calculateLinePrice, type LinePrice } from '@marketplace/domain/cart/line-price';
import { toMinorUnits } from '@marketplace/domain/money/minor-units';
import { toDomainDiscount } from '@/features/catalog/price-view';
import {
  type ChoiceItem,
  getChosenAddOns,
  getChosenVariation,
  type ItemChoiceState,
  toFoodChoices,
} from './item-choices';

/** The item's food-variation groups in the domain's form (minor units, required as a boolean). */
export function toFoodGroups(
  groups: Item['food_variations'],
  digits: number,
): FoodVariationGroup[] {
  return groups.map((group) => ({
    name: group.name,
    type: group.type,
    min: group.min,
    max: group.max,
    required: group.required === 'on',
    values: group.values.map((value) => ({
      label: value.label,
      optionPrice: toMinorUnits(value.optionPrice, digits),
    })),
  }));
}

/**
 * 'Total Price' of the item view (spec 01 §4), in minor units, by the domain's line price — the
 * same function the server prices the cart line with: the chosen variation's price (or the
 * item's) plus option prices, times the quantity, with the item discount, plus add-ons.
 */
export function calculateItemTotal(
  item: ChoiceItem,
  state: ItemChoiceState,
  digits: number,
): LinePrice {
  const variation = getChosenVariation(item, state);
  return calculateLinePrice({
    unitPrice: toMinorUnits(variation?.price ?? item.price, digits),
    optionPrices: sumChosenOptionPrices(
      toFoodGroups(item.food_variations, digits),
      toFoodChoices(item, state),
    ),
    quantity: state.quantity,
    addOns: getChosenAddOns(item, state).map((addOn) => ({
      price: toMinorUnits(addOn.price, digits),
      quantity: addOn.quantity,
    })),
    discount: toDomainDiscount(item, digits),
  });
}
