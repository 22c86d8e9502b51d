import { calculateDiscountAmount, type Discount } from '../catalog/discount';
import type { MinorUnits } from '../money/minor-units';

export type LinePriceInput = {
  unitPrice: MinorUnits;
  /** The chosen variation options' prices for one unit (see sumChosenOptionPrices). */
  optionPrices: MinorUnits;
  quantity: number;
  addOns: ReadonlyArray<{ price: MinorUnits; quantity: number }>;
  discount: Discount;
};

export type LinePrice = {
  total: MinorUnits;
  /** The same line without the item discount. */
  original: MinorUnits;
  discountAmount: MinorUnits;
  addOnTotal: MinorUnits;
};

function toWholeQuantity(quantity: number, minimum: number): number {
  return Number.isFinite(quantity) ? Math.max(minimum, Math.floor(quantity)) : minimum;
}

/**
 * Spec 01 §4 'Total Price': (unit price + option prices) × quantity with the item discount of
 * spec 01 §9, plus each add-on's price × its own quantity. Add-ons are not discounted.
 */
export function calculateLinePrice(input: LinePriceInput): LinePrice {
  const quantity = toWholeQuantity(input.quantity, 1);
  const unit = input.unitPrice + input.optionPrices;
  const discountAmount = calculateDiscountAmount(unit, quantity, input.discount);
  const addOnTotal = input.addOns.reduce(
    (sum, addOn) => sum + addOn.price * toWholeQuantity(addOn.quantity, 0),
    0,
  );
  const original = unit * quantity + addOnTotal;
  return { total: original - discountAmount, original, discountAmount, addOnTotal };
}
