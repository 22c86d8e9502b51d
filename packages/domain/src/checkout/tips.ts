import type { MinorUnits } from '../money/minor-units';
import { hasDelivery, type OrderType } from './order-type';

export type DeliveryTipsInput = {
  /** The place body's dm_tips, in minor units. */
  requested: MinorUnits;
  /** Config dm_tips_status. */
  enabled: boolean;
  orderType: OrderType;
};

/** A tip the API accepts: a whole, non-negative number of minor units. */
export function isValidTipAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0;
}

/**
 * Delivery-man tips: what the customer chose, when tips are enabled and there is a delivery man
 * (not for take-away). An invalid amount counts as 0; the API rejects it first with
 * isValidTipAmount. Tips are not taxed and not discounted.
 */
export function calculateDeliveryTips(input: DeliveryTipsInput): MinorUnits {
  if (!input.enabled || !hasDelivery(input.orderType)) return 0;
  return isValidTipAmount(input.requested) ? input.requested : 0;
}
