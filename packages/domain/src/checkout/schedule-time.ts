/** A scheduled time up to this far in the past counts as "now" (clock skew, a slow form). */
export const SCHEDULE_GRACE_MS = 5 * 60_000;
/** How far ahead an order may be scheduled. */
export const SCHEDULE_HORIZON_MS = 30 * 24 * 60 * 60_000;

export type ScheduleProblem = 'schedule_unavailable' | 'schedule_in_past' | 'schedule_too_far';

/**
 * Whether a requested `schedule_at` may be used: scheduling must be on for the marketplace and
 * the store (spec 01 §4 schedule_order), the time not already past (beyond a short grace) and at
 * most 30 days ahead. Opening hours at that time are checked separately (store-open).
 */
export function findScheduleProblem(input: {
  scheduleAt: Date;
  now: Date;
  marketplaceSchedules: boolean;
  storeSchedules: boolean;
}): ScheduleProblem | null {
  if (!input.marketplaceSchedules || !input.storeSchedules) return 'schedule_unavailable';
  const at = input.scheduleAt.getTime();
  const now = input.now.getTime();
  if (at < now - SCHEDULE_GRACE_MS) return 'schedule_in_past';
  if (at > now + SCHEDULE_HORIZON_MS) return 'schedule_too_far';
  return null;
}

/** The moment opening hours and availability windows are checked at: the schedule, or now. */
export function getFulfilmentTime(scheduleAt: Date | null, now: Date): Date {
  return scheduleAt !== null && scheduleAt > now ? scheduleAt : now;
}
