import type { OrderType } from '@marketplace/domain/checkout/order-type';
import type { CheckoutSettings } from './checkout-settings';

/** What the store offers (its delivery and take_away flags); null while it loads. */
export type StoreService = { delivery: boolean; takeAway: boolean };

/** Delivery and take-away as both the business (config) and the store allow them. */
export function getOrderTypeOptions(
  settings: Pick<CheckoutSettings, 'homeDelivery' | 'takeAway'>,
  store: StoreService | null,
): OrderType[] {
  const options: OrderType[] = [];
  if (settings.homeDelivery && (store?.delivery ?? true)) options.push('delivery');
  if (settings.takeAway && (store?.takeAway ?? true)) options.push('take_away');
  return options;
}

/** Keeps the current choice while it is offered, else the first offered one. */
export function pickOrderType(current: OrderType, options: readonly OrderType[]): OrderType {
  return options.includes(current) ? current : (options[0] ?? current);
}
