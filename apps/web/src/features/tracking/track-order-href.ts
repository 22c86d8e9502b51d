/** A phone as tracking reads it: digits and one leading plus (spec 02 §5 phone input). */
export function cleanPhone(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * Where "Track order" goes (issue 17 §5): the order's public reference (never its internal id,
 * decision 0029), and for a guest the phone given with the order, so the tracking form is filled
 * in; the page then drops the phone from its address.
 */
export function getTrackOrderHref(orderReference: string, guestPhone?: string | null): string {
  const query = new URLSearchParams({ order: orderReference });
  const phone = guestPhone ? cleanPhone(guestPhone) : '';
  if (phone) query.set('phone', phone);
  return `/track-order?${query.toString()}`;
}

/** The ?phone= of a tracking link: digits with an optional plus, 6 to 15 of them. */
export function readTrackPhone(value: string | undefined): string | null {
  if (value === undefined) return null;
  const phone = cleanPhone(value);
  return /^\+?\d{6,15}$/.test(phone) ? phone : null;
}
