import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';
import { selectTrackableOrder } from '../orders/orders.repository';

export type TrackedOrder = {
  id: number;
  status: string;
  statusTimes: Record<string, string>;
};

/**
 * The order as /customer/order/track would find it: the same query, so the live stream and the
 * track endpoint can never disagree about who may watch an order.
 */
export async function findTrackedOrder(
  db: Database,
  caller: Caller,
  orderId: number,
  contactNumber: string | undefined,
): Promise<TrackedOrder | null> {
  const row = await selectTrackableOrder(db, caller, orderId, contactNumber ?? null);
  if (!row) return null;
  const { id, status, statusTimes } = row.order;
  return { id, status, statusTimes: statusTimes as Record<string, string> };
}
