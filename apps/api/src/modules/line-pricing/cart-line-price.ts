import { type ItemLinePrice, priceItemLine } from '@marketplace/domain/cart/item-line-price';
import type { LineVariation } from '@marketplace/domain/cart/line-variation';
import type { MinorUnits } from '@marketplace/domain/money/minor-units';
import type { FoodVariation, ItemVariation } from '../../db/schema/catalog';
import type { AddOnIndex } from '../catalog/add-on-index.cache';
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
  variation: LineVariation;
  addOnIds: readonly number[];
  addOnQtys: readonly number[];
};

export type CartLinePrice = ItemLinePrice & {
  addOns: { id: number; price: MinorUnits; quantity: number }[];
};

/**
 * A line's price from the item as stored now, never from the client (the domain's
 * priceItemLine, spec 01 §4 and §9), with the add-ons of the item's store as they are now.
 */
export function priceCartLine(
  item: PricedItem,
  choice: PricedChoice,
  addOnIndex: AddOnIndex,
): CartLinePrice {
  const addOns = choice.addOnIds.flatMap((id, index) => {
    const addOn = addOnIndex.get(id);
    return addOn ? [{ id, price: addOn.price, quantity: choice.addOnQtys[index] ?? 0 }] : [];
  });
  const price = priceItemLine(
    {
      price: item.price,
      discount: { type: item.discountType, value: item.discount },
      variations: item.variations,
      foodVariations: toFoodGroups(item.foodVariations),
    },
    { variation: choice.variation, quantity: choice.quantity, addOns },
  );
  return { ...price, addOns };
}
