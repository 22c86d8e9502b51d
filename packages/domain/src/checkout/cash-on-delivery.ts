import type { MinorUnits } from '../money/minor-units';

export type CashOnDeliveryProblem = { code: 'cash_on_delivery_maximum_exceeded'; message: string };

/** Spec 02 §8 wording. */
export const CASH_ON_DELIVERY_MAXIMUM_EXCEEDED_MESSAGE = 'cash on delivery maximum exceeded';

/**
 * The zone-module's maximum_cod_order_amount: cash on delivery is allowed unless the order total
 * (before any wallet part, as in the legacy API) is above it. null or 0 means no maximum.
 */
export function isCashOnDeliveryAllowed(
  total: MinorUnits,
  maximumCodOrderAmount: MinorUnits | null,
): boolean {
  return maximumCodOrderAmount === null || maximumCodOrderAmount <= 0
    ? true
    : total <= maximumCodOrderAmount;
}

export function findCashOnDeliveryProblem(
  total: MinorUnits,
  maximumCodOrderAmount: MinorUnits | null,
): CashOnDeliveryProblem | null {
  return isCashOnDeliveryAllowed(total, maximumCodOrderAmount)
    ? null
    : {
        code: 'cash_on_delivery_maximum_exceeded',
        message: CASH_ON_DELIVERY_MAXIMUM_EXCEEDED_MESSAGE,
      };
}
