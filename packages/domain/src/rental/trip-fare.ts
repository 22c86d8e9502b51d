import type { MinorUnits } from '../money/minor-units';
import type { TripType } from './trip-type';

export type TripMeasure = {
  type: TripType;
  /** Hourly and day-wise trips (day-wise: 24 × days). */
  estimatedHours: number;
  /** Distance-wise trips, km. */
  distanceKm: number;
};

/** How many price units the trip is: hours, days (estimated_hours / 24) or km. */
export function getTripUnits(measure: TripMeasure): number {
  const units =
    measure.type === 'hourly'
      ? measure.estimatedHours
      : measure.type === 'day_wise'
        ? measure.estimatedHours / 24
        : measure.distanceKm;
  return Number.isFinite(units) && units > 0 ? units : 0;
}

/**
 * Issue 13 fare per trip type: hourly price × hours, day-wise price × days (where
 * estimated_hours = 24 × days), distance price × km; × quantity of vehicles; rounded half up to
 * whole minor units once.
 */
export function calculateTripFare(
  unitPrice: MinorUnits,
  measure: TripMeasure,
  quantity: number,
): MinorUnits {
  if (unitPrice <= 0 || quantity <= 0) return 0;
  return Math.round(unitPrice * getTripUnits(measure) * quantity);
}
