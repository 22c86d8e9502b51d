import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { idempotencyCutoff } from '../../lib/idempotency';
import {
  deleteIdempotencyKeysBefore,
  deleteUnusedGuests,
  tryHousekeepingLock,
} from './housekeeping.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per statement, so no sweep holds its locks for long. */
const BATCH = 1_000;
/**
 * A guest is looked at during this many days after it reached GUEST_EXPIRY_DAYS; one that
 * still has a cart, an order or a trip then is kept with them (and not rechecked for ever).
 */
export const GUEST_SWEEP_WINDOW_DAYS = 7;

export type SweepResult = { idempotencyKeys: number; guests: number; skipped: boolean };

/**
 * One round of housekeeping (issue 12 §9 and the idempotency retention): idempotency keys past
 * their 24 hours, and guests issued GUEST_EXPIRY_DAYS ago with nothing to their name. Safe with
 * several workers: one holds the advisory lock, the others skip the round.
 */
export async function runSweeps(
  deps: { db: Database; env: Pick<Env, 'GUEST_EXPIRY_DAYS'> },
  now = new Date(),
): Promise<SweepResult> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryHousekeepingLock(tx))) return { idempotencyKeys: 0, guests: 0, skipped: true };
    let idempotencyKeys = 0;
    for (;;) {
      const n = await deleteIdempotencyKeysBefore(tx, idempotencyCutoff(now), BATCH);
      idempotencyKeys += n;
      if (n < BATCH) break;
    }
    const to = new Date(now.getTime() - deps.env.GUEST_EXPIRY_DAYS * DAY_MS);
    const from = new Date(to.getTime() - GUEST_SWEEP_WINDOW_DAYS * DAY_MS);
    let guests = 0;
    for (;;) {
      const n = await deleteUnusedGuests(tx, { from, to }, BATCH);
      guests += n;
      if (n < BATCH) break;
    }
    return { idempotencyKeys, guests, skipped: false };
  });
}
