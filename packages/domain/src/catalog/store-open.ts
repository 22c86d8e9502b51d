import { getZonedClock, parseClockTime } from '../time/zoned-clock';

export type ScheduleSlot = { day: number; openingTime: string; closingTime: string };

/**
 * A store is open when it is active and its local time falls in one of its slots. A slot that
 * closes before it opens runs past midnight into the next day (e.g. Friday 18:00–02:00).
 */
export function isStoreOpenNow(
  store: { active: boolean; timeZone: string; schedules: readonly ScheduleSlot[] },
  now: Date,
): boolean {
  if (!store.active) return false;
  const { day, minutes } = getZonedClock(now, store.timeZone);
  const yesterday = (day + 6) % 7;
  return store.schedules.some((slot) => {
    const open = parseClockTime(slot.openingTime);
    const close = parseClockTime(slot.closingTime);
    if (open <= close) return slot.day === day && minutes >= open && minutes <= close;
    return (slot.day === day && minutes >= open) || (slot.day === yesterday && minutes <= close);
  });
}
