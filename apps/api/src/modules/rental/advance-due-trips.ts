import { nextTripStatus } from '@marketplace/domain/rental/trip-status';
import { type OrderEventDeps, runOrderTransaction } from '../orders/order-event-queue';
import { transitionTrip } from './trip-transition';
import { lockDueTrip } from './trips.repository';

/**
 * The demo simulator's step for trips: every running trip that has spent `stepMs` in its status
 * moves one step (pending → confirmed → ongoing → completed), except digital trips waiting for
 * their payment; scheduled trips are confirmed an hour before pickup and start at pickup. One due row per short transaction, FOR UPDATE SKIP LOCKED, so several instances
 * never move one trip twice for one step.
 */
export async function advanceDueTrips(
  deps: OrderEventDeps,
  options: { stepMs: number; now?: Date; limit?: number },
): Promise<number> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  const dueBefore = new Date(now.getTime() - options.stepMs);
  let moved = 0;
  while (moved < limit) {
    const advanced = await runOrderTransaction(deps, async (tx) => {
      const due = await lockDueTrip(tx, dueBefore, now);
      const to = due ? nextTripStatus(due.status) : null;
      if (!due || !to) return false;
      await transitionTrip({ ...deps, db: tx }, due.id, to, { now });
      return true;
    });
    if (!advanced) break;
    moved += 1;
  }
  return moved;
}
