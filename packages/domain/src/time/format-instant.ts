/**
 * Issue 17 §2, one clock: every instant a customer reads (an order's "Placed …", "Scheduled for
 * …", its tracking steps) is written by this one function, in the zone it belongs to (the
 * store's), never the reader's or the server's. So checkout's 11:30 AM slot reads 11:30 AM
 * afterwards, and a page rendered on the server says what the browser says.
 */
export type InstantFormat = {
  /** The reader's language ('en', 'fr', ...). */
  locale: string;
  /** The IANA zone the instant is read in: the store's. Required, so no caller falls back. */
  timeZone: string;
  /** Month and day before the time (the default), or the time alone. */
  withDate?: boolean;
  /** The zone's short name after the time ('GMT+6'), where it could be taken for another. */
  withZoneLabel?: boolean;
};

// Building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(format: InstantFormat): Intl.DateTimeFormat {
  const { locale, timeZone, withDate = true, withZoneLabel = false } = format;
  const key = `${locale}|${timeZone}|${withDate}|${withZoneLabel}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(withDate ? { month: 'short', day: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(withZoneLabel ? { timeZoneName: 'short' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant in the reader's language and the given zone ('Nov 23, 11:30 AM GMT+6'); '' when it is not a date or the zone is unknown. */
export function formatInstant(instant: string | Date, format: InstantFormat): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatterFor(format).format(date);
  } catch {
    // An unknown zone or language: the instant in UTC, labelled, is still the truth.
    return formatterFor({ ...format, locale: 'en', timeZone: 'UTC', withZoneLabel: true }).format(
      date,
    );
  }
}
