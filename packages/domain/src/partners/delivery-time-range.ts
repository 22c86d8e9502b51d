/**
 * A store's promised delivery time, shown as "20-30 min" (spec API contract: `delivery_time`).
 * The vendor form picks a minimum, a maximum and a unit; the API reads the same text back.
 */
export const DELIVERY_TIME_UNITS = ['min', 'hours', 'days'] as const;
export type DeliveryTimeUnit = (typeof DELIVERY_TIME_UNITS)[number];

export type DeliveryTimeRange = { min: number; max: number; unit: DeliveryTimeUnit };

/** Ours: the largest number either end may hold (999 days is already no promise). */
export const DELIVERY_TIME_MAX_VALUE = 999;

const RANGE = /^(\d{1,3})\s*-\s*(\d{1,3})\s*(min|hours|days)$/;

/** "20-30 min" as {min: 20, max: 30, unit: 'min'}; null when the text is not such a range. */
export function parseDeliveryTimeRange(text: string): DeliveryTimeRange | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]), unit: match[3] as DeliveryTimeUnit };
}

/** The stored and shown form: "20-30 min". */
export function formatDeliveryTimeRange(range: DeliveryTimeRange): string {
  return `${range.min}-${range.max} ${range.unit}`;
}

/** The rule: whole numbers from 1 to 999, and the minimum strictly below the maximum. */
export function isValidDeliveryTimeRange(range: DeliveryTimeRange): boolean {
  const inBounds = (n: number) => Number.isInteger(n) && n >= 1 && n <= DELIVERY_TIME_MAX_VALUE;
  return inBounds(range.min) && inBounds(range.max) && range.min < range.max;
}
