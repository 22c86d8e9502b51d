import type { OrderStatus } from '@marketplace/domain/orders/order-status';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';

export type TrackedOrder = {
  id: number;
  status: string;
  statusTimes: Record<string, string>;
};

/** The status of an order the caller was already allowed to watch (findTrackableOrder). */
export async function selectOrderStatus(
  db: Database,
  orderId: number,
): Promise<TrackedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, statusTimes: orders.statusTimes })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  return { ...row, statusTimes: row.statusTimes as Record<string, string> };
}

/**
 * The oldest order in one of `statuses` that entered its status at or before `dueBefore`, not
 * waiting for a digital payment and not scheduled later than `now`, locked FOR UPDATE SKIP
 * LOCKED (another instance's locked row is passed over); undefined when none is due.
 */
export async function lockNextDueOrder(
  tx: Database,
  due: { statuses: OrderStatus[]; now: Date; dueBefore: string },
) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, orderType: orders.orderType })
    .from(orders)
    .where(
      and(
        inArray(orders.status, due.statuses),
        sql`not (${orders.paymentMethod} = 'digital_payment' and ${orders.paymentStatus} <> 'paid')`,
        or(isNull(orders.scheduleAt), lte(orders.scheduleAt, due.now)),
        // When the order entered its current status (the key is the status's name).
        sql`coalesce((${orders.statusTimes} ->> ${orders.status})::timestamptz, ${orders.createdAt}) <= ${due.dueBefore}::timestamptz`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}
