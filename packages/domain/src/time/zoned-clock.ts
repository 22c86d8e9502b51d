/** A calendar date as a place's wall calendar shows it (month 1-12). */
export type LocalDate = { year: number; month: number; day: number };

/** An instant as a place's clocks show it: its date, weekday (0 = Sunday), minutes since midnight. */
export type ZonedDateTime = LocalDate & { weekday: number; minutes: number };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Building an Intl.DateTimeFormat costs far more than using one, and a page of stores or items
// asks for the same few zones again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date, weekday and minutes of an instant in an IANA time zone. */
export function getZonedDateTime(instant: Date | number, timeZone: string): ZonedDateTime {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    // Some engines write midnight as 24 even with h23.
    minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
}

/** Day of week (0 = Sunday) and minutes since midnight of `now` in an IANA time zone. */
export function getZonedClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const { weekday, minutes } = getZonedDateTime(now, timeZone);
  return { day: weekday, minutes };
}

/** 'YYYY-MM-DD' of `now` in an IANA time zone (a store's local date, e.g. for coupon dates). */
export function formatLocalDate(now: Date, timeZone: string): string {
  const { year, month, day } = getZonedDateTime(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The date `days` after `date` on the same calendar, with its weekday. */
export function addLocalDays(date: LocalDate, days: number): LocalDate & { weekday: number } {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

/** The offset (ms) of a time zone at an instant: local wall time read as UTC, minus the instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const local = getZonedDateTime(instant, timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day) + local.minutes * 60_000;
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant (ms) of a wall-clock time in a time zone (the offset re-read once for DST changes). */
export function toInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}
