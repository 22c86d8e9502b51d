import {
  orderCancel,
  orderDetails,
  orderList,
  orderTrack,
  runningOrders,
} from '@marketplace/contract/endpoints/orders';
import { callApi } from '@/lib/api-client';
import { type OrderKey, orderKeyQuery } from './order-id';

export type OrderListKind = 'running' | 'history';
export const ORDERS_PAGE_SIZE = 10;

/** Who asks: a customer's bearer travels through the proxy; a guest sends its id. */
export type OrderCaller = { guestId: string | null };

const guestQuery = (caller: OrderCaller) => (caller.guestId ? { guest_id: caller.guestId } : {});

/** GET /customer/order/running-orders or /customer/order/list (1-based `offset` page). */
export function fetchOrders(
  kind: OrderListKind,
  page: number,
  caller: OrderCaller,
  signal?: AbortSignal,
) {
  return callApi(kind === 'running' ? runningOrders : orderList, {
    query: { limit: ORDERS_PAGE_SIZE, offset: page, ...guestQuery(caller) },
    signal,
  });
}

/**
 * GET /customer/order/track: the order with its status times, by reference (or, for the caller's
 * own order, the internal id); a guest may prove a reference with the phone.
 */
export function fetchOrderTrack(
  key: OrderKey,
  caller: OrderCaller & { contactNumber?: string | null },
  signal?: AbortSignal,
) {
  return callApi(orderTrack, {
    query: {
      ...orderKeyQuery(key),
      ...guestQuery(caller),
      ...(caller.contactNumber ? { contact_number: caller.contactNumber } : {}),
    },
    signal,
  });
}

/** GET /customer/order/details: the order's lines as they were when it was placed. */
export function fetchOrderDetails(orderId: number, caller: OrderCaller, signal?: AbortSignal) {
  return callApi(orderDetails, { query: { order_id: orderId, ...guestQuery(caller) }, signal });
}

/** PUT /customer/order/cancel: only while pending; the reason is required. */
export function cancelOrder(orderId: number, reason: string, caller: OrderCaller) {
  return callApi(orderCancel, { body: { order_id: orderId, reason, ...guestQuery(caller) } });
}
