import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import {
  canTransition,
  getStatusTimestampField,
  type OrderStatus,
} from '@marketplace/domain/orders/order-status';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages, orderLines, orders } from '../../db/schema/orders';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { rewardDeliveredOrder } from './completion-rewards';
import { type OrderEventDeps, publishOrderEvent, runOrderTransaction } from './order-event-queue';
import { restoreStock, selectModuleType, tracksStock } from './order-stock';

export type OrderRow = typeof orders.$inferSelect;

export function orderStatusConflict(from: OrderStatus, to: OrderStatus): ConflictError {
  return new ConflictError('order_status', `An order that is ${from} cannot become ${to}`, {
    status: from,
  });
}

/** Locks the order's row until the transaction ends; null when there is no such order. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * Gives back what a canceled or failed order took: its stock (item and chosen variation), the
 * wallet part (with a wallet_transactions row) and its coupon use. Called once per order, under
 * the order's lock, on its only move into a final state.
 */
async function releaseOrder(tx: Database, order: OrderRow): Promise<void> {
  if (tracksStock(await selectModuleType(tx, order.moduleId))) {
    const lines = await tx
      .select({
        itemId: orderLines.itemId,
        quantity: orderLines.quantity,
        variationType: orderLines.variationType,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await restoreStock(
      tx,
      lines.flatMap((line) => (line.itemId === null ? [] : [{ ...line, itemId: line.itemId }])),
    );
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
  await tx.delete(couponUsages).where(eq(couponUsages.orderId, order.id));
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
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      statusTimes,
      updatedAt: now,
      ...(to === 'canceled' && options.reason !== undefined
        ? { cancellationReason: options.reason }
        : {}),
      ...(to === 'failed' && order.paymentStatus === 'unpaid' ? { paymentStatus: 'failed' } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
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
      const [updated] = await inner
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: options.now ?? new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      current = updated ?? order;
    }
    if (current.status !== 'pending') return current;
    return transitionLocked(inner, orderId, 'confirmed', options);
  });
}
