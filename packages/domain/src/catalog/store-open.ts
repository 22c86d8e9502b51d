import { parseClockTime } from '../time/clock-time';
import { getZonedClock } from '../time/zoned-clock';

export type ScheduleSlot = { day: number; openingTime: string; closingTime: string };

const DAY_MINUTES = 24 * 60;

/**
 * The opening windows of one weekday (0 = Sunday), in minutes since midnight, both ends
 * included, earliest first. A slot that closes before it opens runs past midnight (e.g. Friday
 * 18:00–02:00): it gives its own day a window to 24:00 and the next day one from 00:00.
 */
export function getOpeningWindows(
  schedules: readonly ScheduleSlot[],
  weekday: number,
): [number, number][] {
  const yesterday = (weekday + 6) % 7;
  const windows: [number, number][] = [];
  for (const slot of schedules) {
    const open = parseClockTime(slot.openingTime);
    const close = parseClockTime(slot.closingTime);
    if (slot.day === weekday) windows.push([open, close < open ? DAY_MINUTES : close]);
    if (slot.day === yesterday && close < open) windows.push([0, close]);
  }
  return windows.sort((a, b) => a[0] - b[0]);
}

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
  return getOpeningWindows(store.schedules, day).some(
    ([open, close]) => minutes >= open && minutes <= close,
  );
}

/** When a closed store opens next, on its own clock: 0 days ahead is later today. */
export type NextOpening = { daysAhead: number; day: number; minutes: number };

/**
 * Issue 17 §1: when a store opens next ("Opens at 11:30 AM"), read on the store's clock: the
 * first slot of today that has not started yet, else the first slot of the following days
 * (within a week); null when the store has no slot at all.
 */
export function findNextOpening(
  store: { timeZone: string; schedules: readonly ScheduleSlot[] },
  now: Date,
): NextOpening | null {
  const { day: today, minutes: nowMinutes } = getZonedClock(now, store.timeZone);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const day = (today + daysAhead) % 7;
    const opens = store.schedules
      .filter((slot) => slot.day === day)
      .map((slot) => parseClockTime(slot.openingTime))
      .filter((open) => daysAhead > 0 || open > nowMinutes)
      .sort((a, b) => a - b);
    const first = opens[0];
    if (first !== undefined) return { daysAhead, day, minutes: first };
  }
  return null;
}

/** Issue 17 §1: today's slots on the store's clock (its weekday now), earliest first. */
export function getTodaysSlots(
  store: { timeZone: string; schedules: readonly ScheduleSlot[] },
  now: Date,
): ScheduleSlot[] {
  const { day } = getZonedClock(now, store.timeZone);
  return store.schedules
    .filter((slot) => slot.day === day)
    .sort((a, b) => parseClockTime(a.openingTime) - parseClockTime(b.openingTime));
}
