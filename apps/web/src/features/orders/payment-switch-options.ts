import { PAYMENT_METHODS, type PaymentMethod } from '@marketplace/domain/checkout/payment-method';
import type { OrderStatus } from '@marketplace/domain/orders/order-status';
import { findPaymentSwitchProblem } from '@marketplace/domain/orders/payment-switch';

/**
 * The methods the customer may switch this order to, by the API's own rule (pending, not paid,
 * another method); the wallet only for a signed-in customer. Empty: no switch is offered. The
 * server still checks what the business and the zone take, and says so when it refuses.
 */
export function getPaymentSwitchOptions(
  order: {
    order_status: OrderStatus;
    payment_status: 'unpaid' | 'paid' | 'failed';
    payment_method: PaymentMethod;
  },
  isSignedIn: boolean,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (to) =>
      (to !== 'wallet' || isSignedIn) &&
      findPaymentSwitchProblem({
        status: order.order_status,
        paymentStatus: order.payment_status,
        from: order.payment_method,
        to,
      }) === null,
  );
}
