import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';

type OrderPayment = Pick<
  typeof orders.$inferInsert,
  'paymentMethod' | 'paymentStatus' | 'walletAmount'
>;

/** Sets the order's payment fields (its row is locked by the caller's transaction). */
export async function updateOrderPayment(
  tx: Database,
  orderId: number,
  payment: OrderPayment,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...payment, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * Declines the order's payments still waiting at the gateway: the customer pays another way now,
 * so a late approval of the old payment page is answered as declined and charges nothing.
 */
export async function voidPendingOrderPayments(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'declined', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}
