import type { Database } from '../../db/client';
import type { AttemptLimiter, LimitRule } from '../../lib/attempt-limiter';
import type { Caller } from '../auth/caller';
import {
  type OrderLookup,
  type OrderWithStore,
  selectGuestOrderByContact,
  selectOwnedOrderByLookup,
} from './orders.repository';

const MINUTE = 60_000;

/**
 * Tracking by reference and contact number (issue 12 §9): failed proofs per IP and per order,
 * counted before the lookup and given back when it matched, in the shared counters (decision
 * 0024), so parallel guesses on several API processes stop at the limit.
 */
export const TRACK_LIMITS = {
  perIp: { name: 'track-ip', max: 30, windowMs: 10 * MINUTE },
  perOrder: { name: 'track-order', max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

export type TrackLookup = {
  reference?: string | undefined;
  id?: number | undefined;
  contactNumber?: string | undefined;
};

/** What was found, and whether the caller owns it or only proved it with a contact number. */
export type TrackableOrder = { row: OrderWithStore; isOwner: boolean };

/**
 * The order the caller may track: their own (by reference, or by the internal id), or, for a
 * guest, a guest order whose reference and contact number match, within the attempt limits
 * (429 once over). An internal id never opens someone else's order. null: 404.
 */
export async function findTrackableOrder(
  deps: { db: Database; limiter: AttemptLimiter },
  caller: Caller,
  ip: string,
  lookup: TrackLookup,
): Promise<TrackableOrder | null> {
  const named: OrderLookup | null =
    lookup.reference !== undefined
      ? { reference: lookup.reference }
      : lookup.id !== undefined
        ? { id: lookup.id }
        : null;
  if (!named) return null;
  const owned = await selectOwnedOrderByLookup(deps.db, caller, named);
  if (owned) return { row: owned, isOwner: true };
  const { reference, contactNumber } = lookup;
  if (caller.kind !== 'guest' || reference === undefined || !contactNumber) return null;

  await deps.limiter.hit(TRACK_LIMITS.perIp, ip);
  await deps.limiter.hit(TRACK_LIMITS.perOrder, reference);
  const row = await selectGuestOrderByContact(deps.db, reference, contactNumber);
  if (!row) return null;
  await Promise.all([
    deps.limiter.giveBack(TRACK_LIMITS.perIp, ip),
    deps.limiter.giveBack(TRACK_LIMITS.perOrder, reference),
  ]);
  return { row, isOwner: false };
}
