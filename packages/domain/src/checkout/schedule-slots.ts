import { getOpeningWindows, type ScheduleSlot } from '../catalog/store-open';
import { addLocalDays, getZonedDateTime, toInstant } from '../time/zoned-clock';

/** One time the customer can schedule for: `value` is the instant (ISO 8601, UTC). */
export type TimeSlot = {
  value: string;
  /** Minutes since the store's local midnight of the slot's day. */
  startMinutes: number;
  endMinutes: number;
};

export type ScheduleDay = {
  /** 0 = today, 1 = tomorrow... in the store's time zone. */
  offset: number;
  slots: TimeSlot[];
};

/**
 * Time slots for a scheduled order (issue 6 "schedule time slots"): steps of `stepMinutes`
 * inside the store's opening hours, in its time zone, from `leadMinutes` after now, for today and
 * the following days. The server checks the chosen time against the same hours when it places.
 */
export function buildScheduleSlots(input: {
  schedules: readonly ScheduleSlot[];
  timeZone: string;
  now: Date;
  days?: number;
  stepMinutes?: number;
  leadMinutes?: number;
}): ScheduleDay[] {
  const { schedules, timeZone, now, days = 2, stepMinutes = 30, leadMinutes = 30 } = input;
  const earliest = now.getTime() + leadMinutes * 60_000;
  const today = getZonedDateTime(now, timeZone);
  const result: ScheduleDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addLocalDays(today, offset);
    const slots: TimeSlot[] = [];
    const seen = new Set<number>();
    for (const [open, close] of getOpeningWindows(schedules, date.weekday)) {
      // Steps start on the grid (:00, :30) so the choices read naturally.
      const first = Math.ceil(open / stepMinutes) * stepMinutes;
      for (let start = first; start < close; start += stepMinutes) {
        const instant = toInstant(date, start, timeZone);
        if (instant < earliest || seen.has(start)) continue;
        seen.add(start);
        slots.push({
          value: new Date(instant).toISOString(),
          startMinutes: start,
          endMinutes: Math.min(start + stepMinutes, close),
        });
      }
    }
    if (slots.length > 0) result.push({ offset, slots });
  }
  return result;
}
