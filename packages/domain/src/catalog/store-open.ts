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
