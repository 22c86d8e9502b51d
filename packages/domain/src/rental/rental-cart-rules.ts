import { isTripTypeEnabled, type TripFlags, type TripType } from './trip-type';

/** Spec 02 §4 and §9: only one provider is allowed in the rental cart. */
export function hasProviderConflict(
  cartProviderIds: readonly number[],
  providerId: number,
): boolean {
  return cartProviderIds.some((id) => id !== providerId);
}

/**
 * Spec 02 §4 trip-type change: the cart lines whose vehicle does not offer the new trip type
 * (the Trip Vehicle List dialog; Remove & Continue deletes them).
 */
export function findTripTypeConflicts<T extends { vehicle: TripFlags }>(
  lines: readonly T[],
  type: TripType,
): T[] {
  return lines.filter((line) => !isTripTypeEnabled(line.vehicle, type));
}

/**
 * Spec 02 §4: the trip type is the cart's rental_type when the vehicle is already in the cart,
 * otherwise the search selection.
 */
export function resolveTripType(
  vehicleInCart: boolean,
  cartType: TripType | null,
  searchType: TripType,
): TripType {
  return vehicleInCart && cartType !== null ? cartType : searchType;
}

/**
 * Spec 02 §4 hour difference: for hourly or day_wise carts, a searched duration that differs
 * from the cart's estimated hours asks whether to update the trip duration.
 */
export function hasHourDifference(
  cart: { type: TripType; estimatedHours: number } | null,
  searchedHours: number,
): boolean {
  if (!cart || cart.type === 'distance_wise') return false;
  return Math.abs(cart.estimatedHours - searchedHours) > 1e-9;
}

/**
 * Spec 02 §4: choosing a rental module while the cart's pickup zone is not among the allowed
 * zones clears the cart.
 */
export function shouldClearCartForZone(
  pickupZoneId: number | null,
  allowedZoneIds: readonly number[],
): boolean {
  return pickupZoneId !== null && !allowedZoneIds.includes(pickupZoneId);
}

export const CART_CLEARED_FOR_ZONE_MESSAGE =
  'Your cart has been cleared as the selected zone does not support the previous pickup point.';

/**
 * A provider hands its vehicles over in its own pickup zone (the provider's pickup_zone_id, spec
 * 02 §3): the pickup point must lie in that zone.
 */
export function isPickupInProviderZone(
  pickupZoneIds: readonly number[],
  providerZoneId: number,
): boolean {
  return pickupZoneIds.includes(providerZoneId);
}
