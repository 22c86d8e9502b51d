import type { OrderStatusEvent } from '@marketplace/contract/order-tracking';
import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import { isRunning, type OrderStatus } from '@marketplace/domain/orders/order-status';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { type OrderEventDeps, runOrderTransaction } from '../orders/order-event-queue';
import { lockOrder, type OrderRow, transitionOrder } from '../orders/order-transition';

/** A digital-payment order is the gateway's to confirm (or fail), not the store's. */
export function isAwaitingDigitalPayment(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
): boolean {
  return order.paymentMethod === 'digital_payment' && order.paymentStatus !== 'paid';
}

/**
 * The store operator moves an order along the state machine: 404 `order`, 409 `order_status`
 * for a move it forbids, 409 `payment` for confirming an order still waiting for its payment.
 */
export async function setOrderStatusByOperator(
  deps: OrderEventDeps,
  orderId: number,
  to: OrderStatus,
): Promise<OrderStatusEvent> {
  const updated = await runOrderTransaction(deps, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
    if (to === 'confirmed' && isAwaitingDigitalPayment(order)) {
      throw new ConflictError('payment', 'The order is waiting for its digital payment', {
        status: order.status,
      });
    }
    return transitionOrder({ ...deps, db: tx }, orderId, to);
  });
  return {
    order_id: updated.id,
    status: updated.status,
    status_times: updated.statusTimes as Record<string, string>,
    is_running: isRunning(updated.status),
  };
}
