import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages, orderLines, orders } from '../../db/schema/orders';
import type { StockMove } from './order-stock';

export type OrderRow = typeof orders.$inferSelect;

/** Locks the order's row until the transaction ends; null when there is no such order. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** What the order's lines took off the shelf (lines whose item is gone are left out). */
export async function selectOrderStockMoves(tx: Database, orderId: number): Promise<StockMove[]> {
  const lines = await tx
    .select({
      itemId: orderLines.itemId,
      quantity: orderLines.quantity,
      variationType: orderLines.variationType,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((line) => (line.itemId === null ? [] : [{ ...line, itemId: line.itemId }]));
}

export async function deleteOrderCouponUsages(tx: Database, orderId: number): Promise<void> {
  await tx.delete(couponUsages).where(eq(couponUsages.orderId, orderId));
}

export async function updateOrder(
  tx: Database,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | undefined> {
  const [updated] = await tx.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return updated;
}
