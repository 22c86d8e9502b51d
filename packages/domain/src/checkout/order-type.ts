/** The place body's order_type (API-CONTRACT "Order place body"). */
export const ORDER_TYPES = ['delivery', 'take_away'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Take-away orders have no delivery: no delivery fee, no free-delivery reason, no tips. */
export function hasDelivery(orderType: OrderType): boolean {
  return orderType === 'delivery';
}
