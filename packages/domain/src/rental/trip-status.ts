/** Issue 13 trip status machine; failed is a digital payment the gateway declined. */
export const TRIP_STATUSES = [
  'pending',
  'confirmed',
  'ongoing',
  'completed',
  'canceled',
  'failed',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

const HAPPY_PATH: readonly TripStatus[] = ['pending', 'confirmed', 'ongoing', 'completed'];
const SIDE: Partial<Record<TripStatus, readonly TripStatus[]>> = {
  pending: ['canceled', 'failed'],
};
const RUNNING: ReadonlySet<TripStatus> = new Set(['pending', 'confirmed', 'ongoing']);

export function isTripStatus(value: string): value is TripStatus {
  return (TRIP_STATUSES as readonly string[]).includes(value);
}

/** The next status on the happy path (operator and demo simulator); null at the end. */
export function nextTripStatus(current: TripStatus): TripStatus | null {
  const at = HAPPY_PATH.indexOf(current);
  return at === -1 ? null : (HAPPY_PATH[at + 1] ?? null);
}

/** pending → confirmed → ongoing → completed; pending → canceled or failed. */
export function canTripTransition(from: TripStatus, to: TripStatus): boolean {
  return nextTripStatus(from) === to || (SIDE[from] ?? []).includes(to);
}

/** Running trips: the running tab, live tracking, and the units they hold. */
export function isTripRunning(status: TripStatus): boolean {
  return RUNNING.has(status);
}

/** Issue 13: the customer cancels only while the trip is pending. */
export function canCustomerCancelTrip(status: TripStatus): boolean {
  return status === 'pending';
}

/**
 * A trip holds its vehicles for its window while it runs; once completed (the vehicles are
 * back), canceled or failed, they are free again.
 */
export function holdsVehicles(status: TripStatus): boolean {
  return isTripRunning(status);
}

/** My Trips tabs: running (pending, confirmed, ongoing), completed, or all. */
export type TripListFilter = 'all' | 'running' | 'completed';

export function matchesTripFilter(status: TripStatus, filter: TripListFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'running') return isTripRunning(status);
  return status === 'completed';
}
