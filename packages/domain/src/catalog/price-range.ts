import type { MinorUnits } from '../money/minor-units';
import { applyDiscount, type Discount } from './discount';

export type PricedVariation = { price: MinorUnits };
export type PriceRange = {
  min: MinorUnits;
  max: MinorUnits;
  /** Prices after the item's discount, for the struck-through display. */
  discountedMin: MinorUnits;
  discountedMax: MinorUnits;
};

/** An item shows its price, or the range across its variations, with the discount applied. */
export function getItemPriceRange(
  basePrice: MinorUnits,
  variations: readonly PricedVariation[],
  discount: Discount,
): PriceRange {
  const prices = variations.length > 0 ? variations.map((v) => v.price) : [basePrice];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return {
    min,
    max,
    discountedMin: applyDiscount(min, 1, discount),
    discountedMax: applyDiscount(max, 1, discount),
  };
}

export function isPriceRange(range: PriceRange): boolean {
  return range.min !== range.max;
}
