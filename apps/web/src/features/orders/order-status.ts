import {
  getStatusPath,
  type OrderKind,
  type OrderStatus,
} from '@marketplace/domain/orders/order-status';
import type { MessageKey } from '@/features/i18n/messages/en';

const ENDINGS: ReadonlySet<OrderStatus> = new Set([
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
]);

export type TimelineStep = {
  status: OrderStatus;
  state: 'done' | 'current' | 'upcoming';
  /** When the order reached it (ISO 8601), if it did. */
  time: string | null;
};

export type Timeline = {
  steps: TimelineStep[];
  /** Off the path: canceled, failed or a refund, with when it happened. */
  ending: { status: OrderStatus; time: string | null } | null;
};

/**
 * The status timeline: every step of the order type's path with the time it was reached, the
 * current one marked. A canceled or failed order keeps only the steps it reached, then its
 * ending; a refund follows the whole (delivered) path.
 */
export function getTimeline(order: {
  order_type: OrderKind;
  order_status: OrderStatus;
  status_times: Record<string, string>;
}): Timeline {
  // The happy path the customer sees, per order type (take-away has no ride, a parcel no kitchen).
  const path = getStatusPath(order.order_type);
  const times = order.status_times;
  if (ENDINGS.has(order.order_status)) {
    const isRefund = order.order_status === 'refund_requested' || order.order_status === 'refunded';
    const reached = isRefund ? path : path.filter((status) => times[status] !== undefined);
    return {
      steps: reached.map((status) => ({ status, state: 'done', time: times[status] ?? null })),
      ending: { status: order.order_status, time: times[order.order_status] ?? null },
    };
  }
  const at = Math.max(0, path.indexOf(order.order_status));
  // The last step reached is done, not in progress: a delivered order shows every step checked.
  const isFinished = at === path.length - 1;
  return {
    steps: path.map((status, index) => ({
      status,
      state: index < at || isFinished ? 'done' : index === at ? 'current' : 'upcoming',
      time: times[status] ?? null,
    })),
    ending: null,
  };
}

/** The customer's words for a status; take-away reads "ready for pickup" and "picked up". */
export function getStatusLabelKey(status: OrderStatus, orderType: OrderKind): MessageKey {
  if (orderType === 'take_away' && status === 'handover') return 'orders.statusReadyForPickup';
  if (orderType === 'take_away' && status === 'delivered') return 'orders.statusPickedUpByYou';
  return STATUS_KEYS[status];
}

const STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending: 'orders.statusPending',
  confirmed: 'orders.statusConfirmed',
  processing: 'orders.statusProcessing',
  handover: 'orders.statusHandover',
  picked_up: 'orders.statusPickedUp',
  delivered: 'orders.statusDelivered',
  canceled: 'orders.statusCanceled',
  failed: 'orders.statusFailed',
  refund_requested: 'orders.statusRefundRequested',
  refunded: 'orders.statusRefunded',
};

export type StatusTone = 'progress' | 'success' | 'danger' | 'neutral';

export function getStatusTone(status: OrderStatus): StatusTone {
  if (status === 'delivered') return 'success';
  if (status === 'canceled' || status === 'failed') return 'danger';
  if (status === 'refund_requested' || status === 'refunded') return 'neutral';
  return 'progress';
}
