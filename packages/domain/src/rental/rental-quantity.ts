/** Spec 02 §8 wording of the rental quantity messages. */
export const VEHICLE_NOT_AVAILABLE_MESSAGE = 'This vehicle is not available in this pick time';

export function tooManyVehiclesMessage(available: number): string {
  return `You can't add more than ${available} quantities of this vehicle.`;
}

export function rentalOptionsLimitMessage(units: number): string {
  return `Vehicle can have up to ${units} rental options; no more can be added`;
}

export type RentalQuantityProblem =
  | { kind: 'not_available'; message: string }
  | { kind: 'over_units'; units: number; message: string }
  | { kind: 'too_many'; available: number; message: string };

/**
 * Spec 02 §5 and §9 rental quantity. None free for the trip's window gives 'This vehicle is not
 * available in this pick time'; more than the vehicle's units (total_vehicle_count) gives
 * 'Vehicle can have up to {n} rental options; no more can be added', whatever the window; more
 * than the units free for the window gives "You can't add more than {n} quantities of this
 * vehicle.".
 */
export function checkRentalQuantity(
  quantity: number,
  available: number,
  units: number = Number.POSITIVE_INFINITY,
): RentalQuantityProblem | null {
  const free = Math.max(0, Math.floor(available));
  if (free === 0) return { kind: 'not_available', message: VEHICLE_NOT_AVAILABLE_MESSAGE };
  if (quantity > units) {
    return { kind: 'over_units', units, message: rentalOptionsLimitMessage(units) };
  }
  if (quantity > free) {
    return { kind: 'too_many', available: free, message: tooManyVehiclesMessage(free) };
  }
  return null;
}

/** The stepper's plus: allowed while the next quantity still fits. */
export function canIncreaseRentalQuantity(
  quantity: number,
  available: number,
  units: number = Number.POSITIVE_INFINITY,
): boolean {
  return checkRentalQuantity(quantity + 1, available, units) === null;
}
