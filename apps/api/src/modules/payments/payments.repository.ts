import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { trips } from '../../db/schema/rental';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];

/**
 * What a payment is for: an order, a rental trip, or a customer's wallet top-up (by user id). An
 * order also carries its public reference, the only name its return link may use.
 */
export type PaymentTarget = { kind: 'order' | 'trip' | 'wallet'; id: number; reference?: string };

export type DemoPaymentView = {
  paymentId: number;
  target: PaymentTarget;
  /** A top-up's own return address (the storefront page it was started from). */
  callbackUrl?: string | null;
  amount: number;
  status: PaymentStatus;
  /** The order's or the trip's status. */
  targetStatus: string;
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
      tripId: payments.tripId,
      walletUserId: payments.walletUserId,
      callbackUrl: payments.callbackUrl,
      amount: payments.amount,
      status: payments.status,
      orderStatus: orders.status,
      orderReference: orders.reference,
      tripStatus: trips.status,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(trips, eq(trips.id, payments.tripId))
    .where(eq(payments.token, token))
    .limit(1);
  if (!row) return null;
  const { paymentId, amount, status } = row;
  if (row.orderId !== null && row.orderStatus !== null && row.orderReference !== null) {
    return {
      paymentId,
      amount,
      status,
      target: { kind: 'order', id: row.orderId, reference: row.orderReference },
      targetStatus: row.orderStatus,
    };
  }
  if (row.walletUserId !== null) {
    return {
      paymentId,
      amount,
      status,
      target: { kind: 'wallet', id: row.walletUserId },
      callbackUrl: row.callbackUrl,
      targetStatus: status,
    };
  }
  if (row.tripId !== null && row.tripStatus !== null) {
    return {
      paymentId,
      amount,
      status,
      target: { kind: 'trip', id: row.tripId },
      targetStatus: row.tripStatus,
    };
  }
  return null;
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

export async function findPaymentAmount(tx: Database, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return row.amount;
}

/** A pending wallet top-up through the demo gateway; its token names it in the payment page URL. */
export async function insertTopUpPayment(
  db: Database,
  payment: { walletUserId: number; amount: number; token: string; callbackUrl: string | null },
): Promise<void> {
  await db.insert(payments).values({ ...payment, gateway: 'demo', status: 'pending' });
}
