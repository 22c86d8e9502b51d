/** Spec 02 §9 conversions between what the maps provider answers and what a trip is priced by. */

const MS_PER_HOUR = 3_600_000;

/** Route duration seconds / 3600 = hours. */
export function secondsToHours(seconds: number): number {
  return seconds / 3600;
}

/** Metres / 1000 = km, shown to 3 decimals. */
export function metersToKm(meters: number): number {
  return Math.round(meters) / 1000;
}

/** The km shown to customers: 3 decimals. */
export function formatKm(km: number): string {
  return km.toFixed(3);
}

/** Hours / 24 = days, shown with 1 decimal. */
export function hoursToDays(hours: number): number {
  return Math.round((hours / 24) * 10) / 10;
}

/** Day-wise estimated_hours = 24 × days. */
export function dayWiseEstimatedHours(days: number): number {
  return 24 * days;
}

/**
 * The time window a booking holds its vehicles for: [pickup, pickup + estimated hours). A trip
 * of no known duration still holds its vehicles for an hour, so a zero-length window cannot
 * slip between others.
 */
export function getTripWindow(pickup: Date, estimatedHours: number): { start: Date; end: Date } {
  const hours = Number.isFinite(estimatedHours) && estimatedHours > 0 ? estimatedHours : 1;
  return { start: pickup, end: new Date(pickup.getTime() + Math.ceil(hours * MS_PER_HOUR)) };
}
