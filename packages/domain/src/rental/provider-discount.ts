import type { MinorUnits } from '../money/minor-units';

/** Spec 02 §3 provider discount: discount, min_purchase, max_discount (0 = no cap). */
export type ProviderDiscount = {
  type: 'percent' | 'amount';
  /** Hundredths of a percent (percent) or minor units (amount). */
  value: number;
  minPurchase: MinorUnits;
  maxDiscount: MinorUnits;
};

/**
 * Spec 02 §9 provider discount, applied after the vehicle discounts: nothing below min_purchase
 * (of the fares after vehicle discounts); a percent of that amount or a fixed amount, capped at
 * max_discount when it is above 0, never more than the amount.
 */
export function calculateProviderDiscount(
  afterVehicleDiscounts: MinorUnits,
  discount: ProviderDiscount | null,
): MinorUnits {
  if (!discount || discount.value <= 0 || afterVehicleDiscounts <= 0) return 0;
  if (afterVehicleDiscounts < discount.minPurchase) return 0;
  const off =
    discount.type === 'amount'
      ? discount.value
      : Math.round((afterVehicleDiscounts * discount.value) / 10_000);
  const capped = discount.maxDiscount > 0 ? Math.min(off, discount.maxDiscount) : off;
  return Math.min(capped, afterVehicleDiscounts);
}
