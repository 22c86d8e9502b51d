import type { Discount } from '../catalog/discount';
import type { MinorUnits } from '../money/minor-units';
import { findVariationByType } from './choice-variation';
import { type FoodVariationGroup, sumChosenOptionPrices } from './food-variation-selection';
import { calculateLinePrice, type LinePrice } from './line-price';
import type { LineVariation } from './line-variation';

/** What pricing a line reads from its item as it is now (minor units). */
export type LineItem = {
  price: MinorUnits;
  discount: Discount;
  variations: ReadonlyArray<{ type: string; price: MinorUnits }>;
  foodVariations: readonly FoodVariationGroup[];
};

export type ItemLinePrice = LinePrice & {
  /** One unit with its chosen options, before the item discount. */
  unitPrice: MinorUnits;
};

/**
 * Spec 01 §4 'Total Price' of a line from its item: the chosen choice-option variation's price
 * (or the item's), plus the chosen food options, times the quantity with the item's discount
 * (spec 01 §9), plus each add-on. The server prices the cart this way; the storefront shows the
 * same numbers before it answers.
 */
export function priceItemLine(
  item: LineItem,
  line: {
    variation: LineVariation;
    quantity: number;
    addOns: ReadonlyArray<{ price: MinorUnits; quantity: number }>;
  },
): ItemLinePrice {
  const { variation } = line;
  const chosen =
    variation.kind === 'choice' ? findVariationByType(item.variations, variation.type) : null;
  const basePrice = chosen?.price ?? item.price;
  const optionPrices =
    variation.kind === 'food' ? sumChosenOptionPrices(item.foodVariations, variation.groups) : 0;
  const price = calculateLinePrice({
    unitPrice: basePrice,
    optionPrices,
    quantity: line.quantity,
    addOns: line.addOns,
    discount: item.discount,
  });
  return { ...price, unitPrice: basePrice + optionPrices };
}
