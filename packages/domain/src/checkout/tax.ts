import type { MinorUnits } from '../money/minor-units';
import { divideRounded, type HundredthsOfPercent, ONE_HUNDRED_PERCENT } from './percent';

export type TaxInput = {
  /** Lines after item discounts. */
  subtotal: MinorUnits;
  /** Coupon (and any other order-level) discounts. */
  discount: MinorUnits;
  /** The store's tax rate, hundredths of a percent (store.tax 5.5 % → 550). */
  rate: HundredthsOfPercent;
  /** Config tax_included. */
  included: boolean;
};

export type Tax = {
  amount: MinorUnits;
  included: boolean;
  /** What the tax adds to the order total: 0 when included in the prices. */
  addedToTotal: MinorUnits;
};

/** Tax is on the goods only (subtotal − discounts), never on delivery, tips or service charge. */
export function getTaxableAmount(subtotal: MinorUnits, discount: MinorUnits): MinorUnits {
  return Math.max(0, subtotal - Math.max(0, discount));
}

/**
 * Spec 02 §9 "Tax included: tax share = amount × rate / (100 + rate)": the share is shown but not
 * added to the total. Excluded (added per tax_included): amount × rate / 100, added to the total.
 * Either is rounded half up to whole minor units, once, on the order's taxable amount.
 */
export function calculateTax(input: TaxInput): Tax {
  const taxable = getTaxableAmount(input.subtotal, input.discount);
  const rate = Math.max(0, input.rate);
  if (input.included) {
    const amount = divideRounded(taxable * rate, ONE_HUNDRED_PERCENT + rate);
    return { amount, included: true, addedToTotal: 0 };
  }
  const amount = divideRounded(taxable * rate, ONE_HUNDRED_PERCENT);
  return { amount, included: false, addedToTotal: amount };
}
