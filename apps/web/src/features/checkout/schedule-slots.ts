import { parseClockTime } from '@marketplace/domain/time/zoned-clock';

/** A store's opening slot (StoreDetails.schedules): 0 = Sunday, times 'HH:mm' in its zone. */
export type OpeningSlot = { day: number; opening_time: string; closing_time: string };

/** One time the customer can schedule for: `value` is the instant (ISO 8601, UTC). */
export type ScheduleSlot = {
  value: string;
  /** Minutes since the store's local midnight of the slot's day. */
  startMinutes: number;
  endMinutes: number;
};

export type ScheduleDay = {
  /** 0 = today, 1 = tomorrow... in the store's time zone. */
  offset: number;
  slots: ScheduleSlot[];
};

const DAY_MINUTES = 24 * 60;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalDate = { year: number; month: number; day: number };

/** The calendar date and minutes of an instant in a time zone. */
function toLocal(instant: number, timeZone: string): LocalDate & { minutes: number } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    minutes: (get('hour') % 24) * 60 + get('minute'),
  };
}

/** The offset (ms) of a time zone at an instant: local wall time read as UTC, minus the instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const local = toLocal(instant, timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day) + local.minutes * 60_000;
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of a wall-clock time in a time zone (the offset re-read once for DST changes). */
export function toInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

function addDays(date: LocalDate, days: number): LocalDate & { weekday: number } {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

/** The opening windows of one weekday, in minutes; a slot past midnight ends at 24:00 here. */
function windowsOf(schedules: readonly OpeningSlot[], weekday: number): [number, number][] {
  const windows: [number, number][] = [];
  for (const slot of schedules) {
    const open = parseClockTime(slot.opening_time);
    const close = parseClockTime(slot.closing_time);
    const yesterday = (weekday + 6) % 7;
    if (slot.day === weekday) windows.push([open, close < open ? DAY_MINUTES : close]);
    // The part of yesterday's overnight slot that runs into this day.
    if (slot.day === yesterday && close < open) windows.push([0, close]);
  }
  return windows.sort((a, b) => a[0] - b[0]);
}

/**
 * Time slots for a scheduled order (issue 6 "schedule time slots"): steps of `stepMinutes`
 * inside the store's opening hours, in its time zone, from `leadMinutes` after now, for today and
 * the following days. The server checks the chosen time against the same hours when it places.
 */
export function buildScheduleSlots(input: {
  schedules: readonly OpeningSlot[];
  timeZone: string;
  now: Date;
  days?: number;
  stepMinutes?: number;
  leadMinutes?: number;
}): ScheduleDay[] {
  const { schedules, timeZone, now, days = 2, stepMinutes = 30, leadMinutes = 30 } = input;
  const earliest = now.getTime() + leadMinutes * 60_000;
  const today = toLocal(now.getTime(), timeZone);
  const result: ScheduleDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const slots: ScheduleSlot[] = [];
    const seen = new Set<number>();
    for (const [open, close] of windowsOf(schedules, date.weekday)) {
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

/** 'h:mm AM' of minutes since midnight (spec 01 §9: a 12-hour clock). */
export function formatSlotTime(minutes: number): string {
  const wrapped = minutes % DAY_MINUTES;
  const hours = Math.floor(wrapped / 60);
  const rest = wrapped % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(rest).padStart(2, '0')} ${suffix}`;
}
