/** A status or placing time in the reader's language and time zone (e.g. "Nov 23, 2:15 PM"). */
export function formatOrderTime(iso: string, locale: string, withDate = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    ...(withDate ? { month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
