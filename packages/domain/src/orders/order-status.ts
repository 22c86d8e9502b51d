import type { OrderType } from '../checkout/order-type';

/** Issue 6 "Orders": the legacy API's order_status values (it has no 'accepted' step here). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A store order's type, or a parcel (issue 16: no store, a courier carries it). */
export type OrderKind = OrderType | 'parcel';

/**
 * The happy path; a take-away order is handed over to the customer, so it has no picked_up; a
 * parcel has nothing to prepare: the courier confirms, picks it up at the sender's and delivers.
 */
const PATHS: Record<OrderKind, readonly OrderStatus[]> = {
  delivery: ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'],
  take_away: ['pending', 'confirmed', 'processing', 'handover', 'delivered'],
  parcel: ['pending', 'confirmed', 'picked_up', 'delivered'],
};

/** The statuses of the happy path of this kind of order, in order (the tracking timeline). */
export function getStatusPath(orderType: OrderKind): readonly OrderStatus[] {
  return PATHS[orderType];
}

/** Off the happy path: the customer cancels while pending; payment fails; refunds. */
const SIDE_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['canceled', 'failed'],
  confirmed: ['failed'],
  delivered: ['refund_requested'],
  refund_requested: ['refunded'],
};

const RUNNING: ReadonlySet<OrderStatus> = new Set([
  'pending',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
]);

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The next status on the happy path, for the store operator and the demo simulator; else null. */
export function nextStatus(
  current: OrderStatus,
  orderType: OrderKind = 'delivery',
): OrderStatus | null {
  const path = PATHS[orderType];
  const at = path.indexOf(current);
  return at === -1 ? null : (path[at + 1] ?? null);
}

export function getAllowedTransitions(
  from: OrderStatus,
  orderType: OrderKind = 'delivery',
): OrderStatus[] {
  const next = nextStatus(from, orderType);
  return [...(next === null ? [] : [next]), ...(SIDE_TRANSITIONS[from] ?? [])];
}

/**
 * pending → confirmed → processing → handover → picked_up → delivered (take-away: handover →
 * delivered); pending → canceled; pending or confirmed → failed (payment); delivered →
 * refund_requested → refunded. canceled, failed and refunded are final.
 */
export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  orderType: OrderKind = 'delivery',
): boolean {
  return getAllowedTransitions(from, orderType).includes(to);
}

/** Orders in progress: the running-orders list and live tracking. */
export function isRunning(status: OrderStatus): boolean {
  return RUNNING.has(status);
}

/** API-CONTRACT "PUT /customer/order/cancel": only while pending. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending';
}

/**
 * The order's timestamp field set when it enters each status. The legacy API, whose field names
 * the contract keeps, names it after the status (`confirmed`, `picked_up`, `refund_requested`...).
 */
export const ORDER_STATUS_TIMESTAMP_FIELDS = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  handover: 'handover',
  picked_up: 'picked_up',
  delivered: 'delivered',
  canceled: 'canceled',
  failed: 'failed',
  refund_requested: 'refund_requested',
  refunded: 'refunded',
} as const satisfies Record<OrderStatus, string>;

export type OrderStatusTimestampField = (typeof ORDER_STATUS_TIMESTAMP_FIELDS)[OrderStatus];

export function getStatusTimestampField(status: OrderStatus): OrderStatusTimestampField {
  return ORDER_STATUS_TIMESTAMP_FIELDS[status];
}
