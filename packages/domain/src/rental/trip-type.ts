/** Spec 02 §3: a rental trip is priced per hour, per day or per km. */
export const TRIP_TYPES = ['hourly', 'day_wise', 'distance_wise'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** The vehicle's trip flags (1 = enabled, 0 = not). */
export type TripFlags = { tripHourly: number; tripDayWise: number; tripDistance: number };

/** Spec 02 §3: trip_hourly, trip_day_wise, trip_distance are 1 when the vehicle offers that trip. */
export function isTripTypeEnabled(flags: TripFlags, type: TripType): boolean {
  if (type === 'hourly') return flags.tripHourly === 1;
  if (type === 'day_wise') return flags.tripDayWise === 1;
  return flags.tripDistance === 1;
}
