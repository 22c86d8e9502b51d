import { formatMinutes12h, formatTime12h } from '@marketplace/domain/time/clock-time';

/**
 * How a store's wall-clock times and weekdays are written for the reader. An instant (an order's
 * "Placed …", a wallet row) is written by the domain's one formatInstant
 * (@marketplace/domain/time/format-instant), always in a named zone (issue 17 §2).
 */

// Building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A store's wall-clock time ('HH:mm', or minutes since midnight) on the 12-hour clock. */
export function formatClockTime(time: string | number): string {
  return typeof time === 'number' ? formatMinutes12h(time) : formatTime12h(time);
}

/** A weekday's name (0 = Sunday) in the reader's language; the number for an unknown language. */
export function formatWeekday(day: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + day));
  try {
    return formatterFor(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return String(day);
  }
}

/** A zone's short name in the reader's language at an instant ('GMT+6'); the IANA id on failure. */
export function formatZoneName(timeZone: string, locale: string, now: Date): string {
  try {
    const parts = formatterFor(locale, { timeZone, timeZoneName: 'short' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
