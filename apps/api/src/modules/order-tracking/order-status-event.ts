import type { OrderStatusEvent as WireOrderStatusEvent } from '@marketplace/contract/order-tracking';
import { isOrderStatus, isRunning } from '@marketplace/domain/orders/order-status';
import type { OrderStatusEvent } from '../../services/order-event-bus';

/** The bus's event as the wire carries it; null for a status this API does not know. */
export function toWireOrderStatusEvent(event: OrderStatusEvent): WireOrderStatusEvent | null {
  if (!isOrderStatus(event.status)) return null;
  return {
    order_id: event.orderId,
    status: event.status,
    status_times: event.statusTimes,
    is_running: isRunning(event.status),
  };
}
