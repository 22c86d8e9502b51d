import { findVariationByType } from '@marketplace/domain/cart/choice-variation';
import { sumChosenOptionPrices } from '@marketplace/domain/cart/food-variation-selection';
import { calculateLinePrice, type LinePrice } from '@marketplace/domain/cart/line-price';
import type { MinorUnits } from '@marketplace/domain/money/minor-units';
import type { CartLineVariation } from '../../db/schema/cart';
import type { FoodVariation, ItemVariation } from '../../db/schema/catalog';
import { toDomainDiscount } from '../catalog/catalog-money';
import type { AddOnIndex } from '../items/item-add-ons.cache';
import { toFoodGroups } from './cart-line-choice';

type PricedItem = {
  price: MinorUnits;
  discount: number;
  discountType: 'percent' | 'amount';
  variations: ItemVariation[];
  foodVariations: FoodVariation[];
};

type PricedChoice = {
  quantity: number;
  variation: CartLineVariation;
  addOnIds: readonly number[];
  addOnQtys: readonly number[];
};

export type CartLinePrice = LinePrice & {
  unitPrice: MinorUnits;
  addOns: { id: number; price: MinorUnits; quantity: number }[];
};

/**
 * A line's price from the item as stored now, never from the client: base or variation price
 * plus chosen option prices, times quantity, with the item's discount (spec 01 §9), plus add-ons.
 */
export function priceCartLine(
  item: PricedItem,
  choice: PricedChoice,
  addOnIndex: AddOnIndex,
): CartLinePrice {
  const choiceVariation =
    choice.variation.kind === 'choice'
      ? findVariationByType(item.variations, choice.variation.type)
      : null;
  const optionPrices =
    choice.variation.kind === 'food'
      ? sumChosenOptionPrices(toFoodGroups(item.foodVariations), choice.variation.groups)
      : 0;
  const addOns = choice.addOnIds.flatMap((id, index) => {
    const addOn = addOnIndex.get(id);
    return addOn ? [{ id, price: addOn.price, quantity: choice.addOnQtys[index] ?? 0 }] : [];
  });
  const unitPrice = (choiceVariation?.price ?? item.price) + optionPrices;
  const price = calculateLinePrice({
    unitPrice: choiceVariation?.price ?? item.price,
    optionPrices,
    quantity: choice.quantity,
    addOns,
    discount: toDomainDiscount(item.discountType, item.discount),
  });
  return { ...price, unitPrice, addOns };
}
