/** The place body's order_type (API-CONTRACT "Order place body"). */
export const ORDER_TYPES = ['delivery', 'take_away'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Take-away orders have no delivery: no delivery fee, no free-delivery reason, no tips. */
export function hasDelivery(orderType: OrderType): boolean {
  return orderType === 'delivery';
}

/** Which order types the business takes (config home_delivery_status, takeaway_status). */
export type OrderTypeFlags = { homeDelivery: boolean; takeAway: boolean };
/** Which order types the store takes (its delivery and take_away switches). */
export type StoreOrderTypes = { delivery: boolean; takeAway: boolean };

/**
 * An order type is offered when both the business and the store take it. While the store is
 * not known yet (null), the business's switches alone decide.
 */
export function isOrderTypeOffered(
  orderType: OrderType,
  business: OrderTypeFlags,
  store: StoreOrderTypes | null,
): boolean {
  return orderType === 'delivery'
    ? business.homeDelivery && (store?.delivery ?? true)
    : business.takeAway && (store?.takeAway ?? true);
}

export function getOfferedOrderTypes(
  business: OrderTypeFlags,
  store: StoreOrderTypes | null,
): OrderType[] {
  return ORDER_TYPES.filter((orderType) => isOrderTypeOffered(orderType, business, store));
}
