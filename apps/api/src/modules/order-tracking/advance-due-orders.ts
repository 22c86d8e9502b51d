import { nextStatus, type OrderStatus } from '@marketplace/domain/orders/order-status';
import { type OrderEventDeps, runOrderTransaction } from '../orders/order-event-queue';
import { transitionOrder } from '../orders/order-transition';
import { lockNextDueOrder } from './order-tracking.repository';

/** The statuses the simulator moves on (delivered, canceled, failed and refunds stay put). */
const SIMULATED: OrderStatus[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'];

export type AdvanceOptions = {
  /** How long an order stays in each status. */
  stepMs: number;
  now?: Date;
  /** At most this many moves per call (one short transaction each). */
  limit?: number;
};

/**
 * Moves every running order that has been in its status for `stepMs` one step along the happy
 * path. Skipped: orders waiting for a digital payment, and scheduled orders before their time.
 * Each move locks one due row with FOR UPDATE SKIP LOCKED and re-checks it is still due, so two
 * instances (or two ticks) never move the same order twice for one step.
 */
export async function advanceDueOrders(
  deps: OrderEventDeps,
  options: AdvanceOptions,
): Promise<number> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  const dueBefore = new Date(now.getTime() - options.stepMs).toISOString();
  let moved = 0;
  while (moved < limit) {
    const advanced = await runOrderTransaction(deps, async (tx) => {
      const due = await lockNextDueOrder(tx, { statuses: SIMULATED, now, dueBefore });
      if (!due) return false;
      const to = nextStatus(due.status, due.orderType);
      if (!to) return false;
      await transitionOrder({ ...deps, db: tx }, due.id, to, { now });
      return true;
    });
    if (!advanced) break;
    moved += 1;
  }
  return moved;
}
