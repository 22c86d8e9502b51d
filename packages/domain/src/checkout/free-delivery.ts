import type { MinorUnits } from '../money/minor-units';

/** Config admin_free_delivery (spec 02 §3): status, type and free_delivery_over. */
export type AdminFreeDelivery = {
  status: boolean;
  type: 'free_delivery_to_all_store' | 'free_delivery_by_order_amount' | null;
  /** null or 0: no threshold, so the by-amount rule never applies. */
  freeDeliveryOver: MinorUnits | null;
};

export type FreeDeliveryInput = {
  adminRule: AdminFreeDelivery;
  /** The store's own free_delivery flag. */
  storeFreeDelivery: boolean;
  /** A valid free_delivery coupon is applied (see coupon.ts). */
  hasFreeDeliveryCoupon: boolean;
  /** Lines after item discounts, before the coupon: the amount the cart's progress bar shows. */
  subtotal: MinorUnits;
};

export type FreeDeliveryReason = 'admin_all_stores' | 'admin_order_amount' | 'store' | 'coupon';

/** The quote's "why" for a free delivery. */
export const FREE_DELIVERY_REASON_MESSAGES: Record<FreeDeliveryReason, string> = {
  admin_all_stores: 'Free delivery on all stores',
  admin_order_amount: 'Free delivery on orders over the free delivery amount',
  store: 'This store delivers for free',
  coupon: 'Free delivery coupon applied',
};

/**
 * Spec 02 §9 "free under admin free-delivery rules", plus the store's free_delivery flag and a
 * free_delivery coupon. When several apply, the first in this order is the reason: admin for all
 * stores, admin by order amount (subtotal ≥ free_delivery_over), store, coupon. The threshold is
 * compared with the subtotal before the coupon, so the cart's 'You have reduced delivery charge'
 * still holds at checkout. null: delivery is charged.
 */
export function getFreeDeliveryReason(input: FreeDeliveryInput): FreeDeliveryReason | null {
  const { adminRule } = input;
  if (adminRule.status && adminRule.type === 'free_delivery_to_all_store') {
    return 'admin_all_stores';
  }
  const over = adminRule.freeDeliveryOver;
  if (
    adminRule.status &&
    adminRule.type === 'free_delivery_by_order_amount' &&
    over !== null &&
    over > 0 &&
    input.subtotal >= over
  ) {
    return 'admin_order_amount';
  }
  if (input.storeFreeDelivery) return 'store';
  if (input.hasFreeDeliveryCoupon) return 'coupon';
  return null;
}
