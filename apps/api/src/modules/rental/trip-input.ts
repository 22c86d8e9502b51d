import {
  PICKUP_IN_PAST_MESSAGE,
  PICKUP_OUTSIDE_PROVIDER_ZONE_MESSAGE,
  PICKUP_ZONE_MESSAGE,
  type TripDetails,
} from '@marketplace/contract/rental-cart';
import type { TimeWindow } from '@marketplace/domain/rental/availability';
import { isPickupInProviderZone } from '@marketplace/domain/rental/rental-cart-rules';
import {
  getTripWindow,
  metersToKm,
  secondsToHours,
} from '@marketplace/domain/rental/trip-measures';
import type { TripType } from '@marketplace/domain/rental/trip-type';
import type { AppDeps } from '../../app-types';
import type { TripPlace } from '../../db/schema/rental';
import { ValidationError } from '../../errors/app-error';
import type { MapsProvider } from '../geo/maps-provider';
import { findZonesAt } from '../zones/zones.service';
import type { CartTripValues } from './rental-cart.repository';

/** A pickup a little in the past is "Pickup Now" sent a moment ago; older ones are refused. */
const PICKUP_GRACE_MS = 15 * 60_000;

export const ESTIMATED_HOURS_REQUIRED_MESSAGE = 'Please choose the trip duration';

/** A pickup older than the grace is in the past (for a cart that sat while time went by too). */
export function isPickupInPast(pickupTime: Date, now: Date): boolean {
  return pickupTime.getTime() < now.getTime() - PICKUP_GRACE_MS;
}

export type ResolvedTrip = CartTripValues & {
  window: TimeWindow;
  /** Every zone the pickup point lies in. */
  pickupZoneIds: number[];
};

/**
 * The trip as the server will price and hold it: the pickup's zone (422 outside every zone), the
 * pickup time (422 in the past), the route's distance and duration from the maps provider (never
 * the client's), and the estimated hours: chosen for hourly and day-wise trips, the route's
 * duration for distance-wise ones.
 */
export async function resolveTrip(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  maps: MapsProvider,
  body: TripDetails,
  now: Date,
): Promise<ResolvedTrip> {
  const pickupTime = new Date(body.pickup_time);
  if (isPickupInPast(pickupTime, now)) {
    throw ValidationError.field('pickup_time', PICKUP_IN_PAST_MESSAGE);
  }
  const pickup = body.pickup_location;
  const zones = await findZonesAt(deps, { lat: pickup.lat, lng: pickup.lng });
  if (zones.length === 0) throw ValidationError.field('pickup_location', PICKUP_ZONE_MESSAGE);
  const route = await maps.estimateRoute(
    { lat: pickup.lat, lng: pickup.lng },
    { lat: body.destination_location.lat, lng: body.destination_location.lng },
  );
  const type: TripType = body.rental_type;
  const estimatedHours =
    type === 'distance_wise' ? secondsToHours(route.durationSeconds) : body.estimated_hours;
  if (!estimatedHours || estimatedHours <= 0) {
    throw ValidationError.field('estimated_hours', ESTIMATED_HOURS_REQUIRED_MESSAGE);
  }
  const window = getTripWindow(pickupTime, estimatedHours);
  const place = (p: TripPlace): TripPlace => ({
    lat: p.lat,
    lng: p.lng,
    location_name: p.location_name,
  });
  return {
    pickupLocation: place(pickup),
    destinationLocation: place(body.destination_location),
    pickupZoneId: zones[0]?.id ?? null,
    pickupTime,
    destinationTime: window.end,
    rentalType: type,
    estimatedHours,
    distance: metersToKm(route.distanceMeters),
    window,
    pickupZoneIds: zones.map((zone) => zone.id),
  };
}

/**
 * The trip picked up from the provider's zone: 422 `pickup_location` when the pickup point lies
 * outside it; otherwise the provider's zone is the trip's pickup zone.
 */
export function pickUpInProviderZone(trip: ResolvedTrip, providerZoneId: number): ResolvedTrip {
  if (!isPickupInProviderZone(trip.pickupZoneIds, providerZoneId)) {
    throw ValidationError.field('pickup_location', PICKUP_OUTSIDE_PROVIDER_ZONE_MESSAGE);
  }
  return { ...trip, pickupZoneId: providerZoneId };
}

/** The window a saved cart trip holds its vehicles for. */
export function cartTripWindow(trip: { pickupTime: Date; estimatedHours: number }): TimeWindow {
  return getTripWindow(trip.pickupTime, trip.estimatedHours);
}
