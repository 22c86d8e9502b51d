import { formatMinutes12h, formatTime12h } from '@marketplace/domain/time/clock-time';

/**
 * Every time shown to a customer goes through here. Which time to show is the domain's rule
 * (a store's wall clock, spec 01 §9's 12-hour clock); how an instant is written in the reader's
 * language is Intl's. Instants are shown in the reader's zone today; `timeZone` and
 * `withZoneLabel` are there for showing them in the store's zone, labelled.
 */
export type InstantFormat = {
  /** The IANA zone to read the instant in; the reader's own when absent. */
  timeZone?: string;
  /** Month and day before the time (the default), or the time alone. */
  withDate?: boolean;
  /** The zone's short name after the time ('GMT+6'), where it could be taken for another. */
  withZoneLabel?: boolean;
};

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

/** An instant in the reader's language ('Nov 23, 2:15 PM'); '' when it is not a date. */
export function formatInstant(iso: string, locale: string, format: InstantFormat = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { timeZone, withDate = true, withZoneLabel = false } = format;
  return formatterFor(locale, {
    ...(withDate ? { month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
    ...(withZoneLabel ? { timeZoneName: 'short' } : {}),
  }).format(date);
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
