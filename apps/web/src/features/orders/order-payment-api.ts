import { orderPaymentMethod } from '@marketplace/contract/endpoints/order-payment';
import type { PaymentMethod } from '@marketplace/contract/orders';
import { callApi } from '@/lib/api-client';
import type { OrderCaller } from './orders-api';

/** PUT /customer/order/payment-method: a pending, unpaid order changes how it will be paid. */
export function switchPaymentMethod(orderId: number, method: PaymentMethod, caller: OrderCaller) {
  return callApi(orderPaymentMethod, {
    body: {
      order_id: orderId,
      payment_method: method,
      ...(caller.guestId ? { guest_id: caller.guestId } : {}),
    },
  });
}
