import type { RentalCart, RentalCartLine } from '@marketplace/contract/rental-cart';
import { priceTripLines } from '@marketplace/domain/rental/trip-price';
import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';
import {
  type CartLineRow,
  type CartTripRow,
  selectCartLines,
  selectCartTrip,
} from './rental-cart.repository';
import type { RentalScope } from './rental-view';
import { cartTripWindow } from './trip-input';
import { buildVehicles } from './vehicle-cards';
import { selectVehiclesByIds, type VehicleRow } from './vehicle-rows.repository';

export type CartLineWithVehicle = CartLineRow & { vehicle: VehicleRow };

/** The cart's lines with their vehicles (lines whose vehicle is gone are left out). */
export async function loadCartVehicles(
  db: Database,
  lines: CartLineRow[],
): Promise<CartLineWithVehicle[]> {
  const rows = await selectVehiclesByIds(
    db,
    lines.map((line) => line.vehicleId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.flatMap((line) => {
    const vehicle = byId.get(line.vehicleId);
    return vehicle ? [{ ...line, vehicle }] : [];
  });
}

/** The owner's cart: its trip details (null when empty) and lines with their vehicles. */
export async function readCart(db: Database, caller: Caller) {
  const trip = await selectCartTrip(db, caller);
  const lines = trip ? await loadCartVehicles(db, await selectCartLines(db, trip.id)) : [];
  return { trip, lines };
}

export function toTripMeasure(trip: CartTripRow) {
  return { type: trip.rentalType, estimatedHours: trip.estimatedHours, distanceKm: trip.distance };
}

/** The wire cart: every line priced for the cart's trip, with the units free for its window. */
export async function toRentalCart(
  db: Database,
  scope: RentalScope,
  trip: CartTripRow | null,
  lines: CartLineWithVehicle[],
): Promise<RentalCart> {
  if (!trip) return { carts: [], user_data: null };
  const cards = await buildVehicles(
    db,
    lines.map((line) => line.vehicle),
    scope,
    cartTripWindow(trip),
  );
  const priced = priceTripLines(
    toTripMeasure(trip),
    lines.map((line) => ({
      prices: line.vehicle,
      discount: { type: line.vehicle.discountType, value: line.vehicle.discountPrice },
      quantity: line.quantity,
    })),
  );
  const carts: RentalCartLine[] = lines.flatMap((line, i) => {
    const vehicle = cards.find((card) => card.id === line.vehicleId);
    const price = priced[i];
    if (!vehicle || !price) return [];
    return [
      {
        id: line.id,
        vehicle_id: line.vehicleId,
        quantity: line.quantity,
        price: scope.money.toWire(price.fare - price.discount),
        available: vehicle.total_vehicles,
        vehicle,
        provider: vehicle.provider,
      },
    ];
  });
  return {
    carts,
    user_data: {
      id: trip.id,
      pickup_location: trip.pickupLocation,
      destination_location: trip.destinationLocation,
      pickup_time: trip.pickupTime.toISOString(),
      destination_time: trip.destinationTime?.toISOString() ?? null,
      rental_type: trip.rentalType,
      estimated_hours: trip.estimatedHours,
      distance: trip.distance,
      pickup_zone_id: trip.pickupZoneId,
    },
  };
}
