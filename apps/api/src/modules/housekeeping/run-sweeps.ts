import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { idempotencyCutoff } from '../../lib/idempotency';
import type { Clock } from '../../services/clock';
import { sweepOrphanedUploads } from '../uploads/sweep-orphaned-uploads';
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

/** The round's clock is the app's (decision 0046): outside a request, the real one. */
export type SweepDeps = { db: Database; env: Env; clock: Clock };

export type SweepResult = {
  idempotencyKeys: number;
  guests: number;
  /** Uploads never attached, past UPLOAD_GRACE_HOURS (record and file). */
  uploads: number;
  /** Storage keys of removed uploads whose file could not be deleted. */
  filesLeft: string[];
  skipped: boolean;
};

/**
 * One round of housekeeping (issue 12 §9, the idempotency retention, decision 0053): idempotency
 * keys past their 24 hours, guests issued GUEST_EXPIRY_DAYS ago with nothing to their name, and
 * uploads nothing took within UPLOAD_GRACE_HOURS. Several workers: one holds the advisory lock,
 * the others skip the round; the upload sweep is safe on its own too (its rows are skipped when
 * locked), and runs after the lock's transaction so each batch of files goes once its records
 * are committed gone.
 */
export async function runSweeps(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.clock.now();
  const round = await deps.db.transaction(async (tx) => {
    if (!(await tryHousekeepingLock(tx))) return null;
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
    return { idempotencyKeys, guests };
  });
  if (!round) return { idempotencyKeys: 0, guests: 0, uploads: 0, filesLeft: [], skipped: true };
  const uploads = await sweepOrphanedUploads(deps, now);
  return { ...round, uploads: uploads.uploads, filesLeft: uploads.filesLeft, skipped: false };
}
