import { apiFetch } from '@/lib/api-client';

// Schemas load with the first call (SchemaSource), not with the page.
const orders = () => import('@marketplace/contract/orders');

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
  const path = kind === 'running' ? '/customer/order/running-orders' : '/customer/order/list';
  return apiFetch(path, {
    query: { limit: ORDERS_PAGE_SIZE, offset: page, ...guestQuery(caller) },
    signal,
    schema: () => orders().then((m) => m.OrderListSchema),
  });
}

/** GET /customer/order/track: the order with its status times (a guest may prove it by phone). */
export function fetchOrderTrack(
  orderId: number,
  caller: OrderCaller & { contactNumber?: string | null },
  signal?: AbortSignal,
) {
  return apiFetch('/customer/order/track', {
    query: {
      order_id: orderId,
      ...guestQuery(caller),
      ...(caller.contactNumber ? { contact_number: caller.contactNumber } : {}),
    },
    signal,
    schema: () => orders().then((m) => m.OrderTrackSchema),
  });
}

/** GET /customer/order/details: the order's lines as they were when it was placed. */
export function fetchOrderDetails(orderId: number, caller: OrderCaller, signal?: AbortSignal) {
  return apiFetch('/customer/order/details', {
    query: { order_id: orderId, ...guestQuery(caller) },
    signal,
    schema: () => orders().then((m) => m.OrderDetailsSchema),
  });
}

/** PUT /customer/order/cancel: only while pending; the reason is required. */
export function cancelOrder(orderId: number, reason: string, caller: OrderCaller) {
  return apiFetch('/customer/order/cancel', {
    method: 'PUT',
    body: { order_id: orderId, reason, ...guestQuery(caller) },
    schema: () => orders().then((m) => m.OrderCanceledSchema),
  });
}
