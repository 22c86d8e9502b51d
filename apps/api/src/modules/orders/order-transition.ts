import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import {
  canTransition,
  getStatusTimestampField,
  type OrderStatus,
} from '@marketplace/domain/orders/order-status';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { rewardDeliveredOrder } from './completion-rewards';
import { type OrderEventDeps, publishOrderEvent, runOrderTransaction } from './order-event-queue';
import { restoreStock, tracksStock } from './order-stock';
import { selectModuleType } from './order-stock.repository';
import {
  deleteOrderCouponUsages,
  lockOrder,
  type OrderRow,
  selectOrderStockMoves,
  updateOrder,
} from './order-transition.repository';

export { lockOrder, type OrderRow } from './order-transition.repository';

export function orderStatusConflict(from: OrderStatus, to: OrderStatus): ConflictError {
  return new ConflictError('order_status', `An order that is ${from} cannot become ${to}`, {
    status: from,
  });
}

/**
 * Gives back what a canceled or failed order took: its stock (item and chosen variation), the
 * wallet part (with a wallet_transactions row) and its coupon use. Called once per order, under
 * the order's lock, on its only move into a final state.
 */
async function releaseOrder(tx: Database, order: OrderRow): Promise<void> {
  if (tracksStock(await selectModuleType(tx, order.moduleId))) {
    await restoreStock(tx, await selectOrderStockMoves(tx, order.id));
  }
  if (order.walletAmount > 0 && order.userId !== null) {
    const balanceBefore = await lockWalletBalance(tx, order.userId);
    await moveWallet(tx, {
      userId: order.userId,
      balanceBefore,
      amount: order.walletAmount,
      kind: 'order_refund',
      orderId: order.id,
    });
  }
  await deleteOrderCouponUsages(tx, order.id);
}

export type TransitionOptions = {
  /** Kept as the cancellation reason when the order is canceled. */
  reason?: string;
  now?: Date;
};

async function transitionLocked(
  tx: Database,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  if (!canTransition(order.status, to, order.orderType)) {
    throw orderStatusConflict(order.status, to);
  }
  const now = options.now ?? new Date();
  const statusTimes = { ...order.statusTimes, [getStatusTimestampField(to)]: now.toISOString() };
  const updated = await updateOrder(tx, orderId, {
    status: to,
    statusTimes,
    updatedAt: now,
    ...(to === 'canceled' && options.reason !== undefined
      ? { cancellationReason: options.reason }
      : {}),
    ...(to === 'failed' && order.paymentStatus === 'unpaid' ? { paymentStatus: 'failed' } : {}),
  });
  if (!updated) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  if (to === 'canceled' || to === 'failed') await releaseOrder(tx, order);
  if (to === 'delivered') await rewardDeliveredOrder(tx, updated);
  publishOrderEvent(tx, {
    orderId,
    status: updated.status,
    statusTimes: updated.statusTimes as Record<string, string>,
  });
  return updated;
}

/**
 * Moves an order to `to` under its row lock (SELECT ... FOR UPDATE): 404 `order` when it does not
 * exist, 409 `order_status` when the state machine forbids the move (so two racing moves cannot
 * both happen). Entering canceled or failed releases what the order took, exactly once; entering
 * delivered grants its loyalty points and any referral reward (completion-rewards), exactly once.
 *
 * Given the database handle, it runs in its own transaction and publishes the status event after
 * commit. Given a transaction: inside one opened by runOrderTransaction the event waits for that
 * commit; inside any other transaction it is published immediately (this module cannot see that
 * commit), so prefer runOrderTransaction.
 */
export async function transitionOrder(
  deps: OrderEventDeps,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions = {},
): Promise<OrderRow> {
  return runOrderTransaction(deps, (inner) => transitionLocked(inner, orderId, to, options));
}

/**
 * The payment callback's success: payment_status paid and, while the order is pending, pending →
 * confirmed (with its event). Idempotent: a repeated callback changes nothing. A canceled or
 * failed order stays so (409 `order_status`), since what it took has been given back.
 */
export async function markOrderPaid(
  deps: OrderEventDeps,
  orderId: number,
  options: { now?: Date } = {},
): Promise<OrderRow> {
  return runOrderTransaction(deps, async (inner) => {
    const order = await lockOrder(inner, orderId);
    if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'canceled' || order.status === 'failed') {
      throw orderStatusConflict(order.status, 'confirmed');
    }
    let current = order;
    if (order.paymentStatus !== 'paid') {
      const updated = await updateOrder(inner, orderId, {
        paymentStatus: 'paid',
        updatedAt: options.now ?? new Date(),
      });
      current = updated ?? order;
    }
    if (current.status !== 'pending') return current;
    return transitionLocked(inner, orderId, 'confirmed', options);
  });
}
