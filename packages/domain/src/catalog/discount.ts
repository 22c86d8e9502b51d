import type { MinorUnits } from '../money/minor-units';

/**
 * A discount as stored (ADR 0003): `value` is hundredths of a percent for percent (and the
 * legacy 'fixed', which existing data treats as a percentage) and minor units for amount.
 */
export type DiscountType = 'percent' | 'amount' | 'fixed';
export type Discount = { type: DiscountType; value: number };

const HUNDREDTHS_OF_PERCENT = 10_000;

/**
 * Spec 01 §9 discount rule: an 'amount' discount subtracts discount × quantity; 'percent' or
 * 'fixed' takes that percentage of the price. Never below zero; rounded to whole minor units.
 */
export function calculateDiscountAmount(
  unitPrice: MinorUnits,
  quantity: number,
  discount: Discount,
): MinorUnits {
  const gross = unitPrice * quantity;
  if (discount.value <= 0 || gross <= 0) return 0;
  const off =
    discount.type === 'amount'
      ? discount.value * quantity
      : Math.round((gross * discount.value) / HUNDREDTHS_OF_PERCENT);
  return Math.min(off, gross);
}

export function applyDiscount(
  unitPrice: MinorUnits,
  quantity: number,
  discount: Discount,
): MinorUnits {
  return unitPrice * quantity - calculateDiscountAmount(unitPrice, quantity, discount);
}

export function hasDiscount(discount: Discount): boolean {
  return discount.value > 0;
}
