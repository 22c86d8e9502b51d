import type { MinorUnits } from '../money/minor-units';

/** Spec 02 §3: discount_price with discount_type percent (hundredths of a percent) or amount. */
export type VehicleDiscount = { type: 'percent' | 'amount'; value: number };

/**
 * Spec 02 §9 "a percent or amount per vehicle": a percent of the line's fare (rounded half up),
 * or the amount once per vehicle rented (× quantity); never more than the fare.
 */
export function calculateVehicleDiscount(
  fare: MinorUnits,
  quantity: number,
  discount: VehicleDiscount,
): MinorUnits {
  if (fare <= 0 || discount.value <= 0) return 0;
  const off =
    discount.type === 'amount'
      ? discount.value * Math.max(0, quantity)
      : Math.round((fare * discount.value) / 10_000);
  return Math.min(off, fare);
}
