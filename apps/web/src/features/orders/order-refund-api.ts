import { refundReasons, refundRequest } from '@marketplace/contract/endpoints/refunds';
import { callApi } from '@/lib/api-client';
import type { OrderCaller } from './orders-api';

/** GET /customer/order/refund-reasons. */
export function fetchRefundReasons(signal?: AbortSignal) {
  return callApi(refundReasons, { signal });
}

/** POST /customer/order/refund-request: a delivered order of the caller goes to refund. */
export function requestRefund(
  input: { orderId: number; reason: string; note: string },
  caller: OrderCaller,
) {
  return callApi(refundRequest, {
    body: {
      order_id: input.orderId,
      customer_reason: input.reason,
      customer_note: input.note.trim() === '' ? null : input.note,
      ...(caller.guestId ? { guest_id: caller.guestId } : {}),
    },
  });
}
