import { apiPath } from '@marketplace/contract/endpoint';
import { orderStatusStream } from '@marketplace/contract/endpoints/orders';
import { isOrderStatus, type OrderStatus } from '@marketplace/domain/orders/order-status';

/** One SSE `status` message (contract order-tracking OrderStatusEventSchema). */
export type StatusEvent = {
  order_id: number;
  status: OrderStatus;
  status_times: Record<string, string>;
  is_running: boolean;
};

/**
 * Reads a message's data, or null when it is not one. Checked by hand: the tracking page should
 * not load zod for a four-field message it receives every few seconds.
 */
export function parseStatusEvent(data: string): StatusEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { order_id, status, status_times, is_running } = value as Record<string, unknown>;
  if (typeof order_id !== 'number' || typeof status !== 'string' || !isOrderStatus(status)) {
    return null;
  }
  if (
    typeof status_times !== 'object' ||
    status_times === null ||
    typeof is_running !== 'boolean'
  ) {
    return null;
  }
  const times: Record<string, string> = {};
  for (const [key, time] of Object.entries(status_times)) {
    if (typeof time === 'string') times[key] = time;
  }
  return { order_id, status, status_times: times, is_running };
}

type Tracked = {
  id: number;
  order_status: OrderStatus;
  status_times: Record<string, string>;
  is_running: boolean;
};

/**
 * The order after a live status message: its status, times and running flag, and the legacy
 * per-status timestamp fields the track answer also carries. A message about another order, or
 * one that knows fewer steps than the order already shows (late, out of order), changes nothing.
 */
export function applyStatusEvent<T extends Tracked>(order: T, event: StatusEvent): T {
  if (event.order_id !== order.id) return order;
  if (Object.keys(event.status_times).length < Object.keys(order.status_times).length) {
    return order;
  }
  const legacy: Record<string, string | null> = {};
  for (const [status, time] of Object.entries(event.status_times)) {
    if (isOrderStatus(status) && status in order) legacy[status] = time;
  }
  return {
    ...order,
    ...legacy,
    order_status: event.status,
    status_times: event.status_times,
    is_running: event.is_running,
  };
}

/** The stream's URL on the same-origin proxy (EventSource sends no headers: ids in the query). */
export function buildStatusStreamUrl(input: {
  orderReference: string;
  contactNumber?: string | null;
  guestId?: string | null;
}): string {
  const params = new URLSearchParams({ order_reference: input.orderReference });
  if (input.contactNumber) params.set('contact_number', input.contactNumber);
  if (input.guestId) params.set('guest_id', input.guestId);
  return `${apiPath(orderStatusStream)}?${params}`;
}
