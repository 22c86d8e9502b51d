import { eq } from 'drizzle-orm';
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
