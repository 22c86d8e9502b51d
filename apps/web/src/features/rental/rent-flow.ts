import type {
  RentalCart,
  RentalCartLine,
  TripDetailsInput,
} from '@marketplace/contract/rental-cart';
import {
  hasHourDifference,
  hasProviderConflict,
  resolveTripType,
} from '@marketplace/domain/rental/rental-cart-rules';

/** The vehicle being rented, as much of it as the flow reads. */
export type RentTarget = { id: number; name: string; provider: { id: number } };

/** What the rental cart asks before it adds a vehicle (spec 02 §4). */
export type RentStep =
  | { kind: 'add'; details: TripDetailsInput; replaceCart: boolean }
  | { kind: 'provider'; details: TripDetailsInput }
  | { kind: 'trip_type'; details: TripDetailsInput }
  | { kind: 'hours'; hours: number; details: TripDetailsInput; cartDetails: TripDetailsInput };

/** The cart's own trip as add-to-cart details (to add without changing the trip). */
export function cartTripDetails(cart: RentalCart): TripDetailsInput | null {
  const trip = cart.user_data;
  if (!trip) return null;
  return {
    pickup_location: trip.pickup_location,
    destination_location: trip.destination_location,
    rental_type: trip.rental_type,
    estimated_hours: trip.rental_type === 'distance_wise' ? null : trip.estimated_hours,
    pickup_time: trip.pickup_time,
  };
}

/**
 * Spec 02 §4, in order: another provider in the cart asks to reset it; a different trip type
 * runs the trip-type change (unless the vehicle is in the cart already: then the cart's type
 * stands); a different duration for an hourly or day-wise cart asks to update it; otherwise
 * the vehicle is added to the searched trip.
 */
export function decideRentStep(
  cart: RentalCart,
  vehicle: RentTarget,
  search: { details: TripDetailsInput; hours: number },
): RentStep {
  const lines: RentalCartLine[] = cart.carts;
  const cartDetails = cartTripDetails(cart);
  if (lines.length === 0 || !cartDetails || !cart.user_data) {
    return { kind: 'add', details: search.details, replaceCart: false };
  }
  if (
    hasProviderConflict(
      lines.map((line) => line.provider.id),
      vehicle.provider.id,
    )
  ) {
    return { kind: 'provider', details: search.details };
  }
  const inCart = lines.some((line) => line.vehicle_id === vehicle.id);
  const tripType = resolveTripType(inCart, cart.user_data.rental_type, search.details.rental_type);
  // The searched type wins over the cart's: the trip-type change. The cart's wins: add to its trip.
  if (tripType !== cart.user_data.rental_type) {
    return { kind: 'trip_type', details: search.details };
  }
  if (tripType !== search.details.rental_type) {
    return { kind: 'add', details: cartDetails, replaceCart: false };
  }
  const trip = { type: cart.user_data.rental_type, estimatedHours: cart.user_data.estimated_hours };
  if (hasHourDifference(trip, search.hours)) {
    return { kind: 'hours', hours: search.hours, details: search.details, cartDetails };
  }
  return { kind: 'add', details: cartDetails, replaceCart: false };
}
