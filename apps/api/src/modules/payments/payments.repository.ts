import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];

export type DemoPaymentView = {
  paymentId: number;
  orderId: number;
  amount: number;
  status: PaymentStatus;
  orderStatus: (typeof orders.$inferSelect)['status'];
};

/** The demo gateway's record of one payment, with the order it pays for; null when unknown. */
export async function findDemoPayment(
  db: Database,
  token: string,
): Promise<DemoPaymentView | null> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      status: payments.status,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.token, token))
    .limit(1);
  return row ?? null;
}

/** Locks the payment's row until the transaction ends (callbacks for it queue behind). */
export async function lockPayment(tx: Database, paymentId: number) {
  const [row] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return row ?? null;
}

export async function updatePaymentStatus(
  tx: Database,
  paymentId: number,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, paymentId));
}
