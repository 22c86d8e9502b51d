/** Spec 02 §8 wording of the rental quantity messages. */
export const VEHICLE_NOT_AVAILABLE_MESSAGE = 'This vehicle is not available in this pick time';

export function tooManyVehiclesMessage(available: number): string {
  return `You can't add more than ${available} quantities of this vehicle.`;
}

export type RentalQuantityProblem =
  | { kind: 'not_available'; message: string }
  | { kind: 'too_many'; available: number; message: string };

/**
 * Spec 02 §5 rental quantity: it cannot exceed the vehicles free for the trip's window (at most
 * total_vehicle_count, §9). None free gives 'This vehicle is not available in this pick time';
 * otherwise "You can't add more than {n} quantities of this vehicle.".
 */
export function checkRentalQuantity(
  quantity: number,
  available: number,
): RentalQuantityProblem | null {
  const free = Math.max(0, Math.floor(available));
  if (free === 0) return { kind: 'not_available', message: VEHICLE_NOT_AVAILABLE_MESSAGE };
  if (quantity > free) {
    return { kind: 'too_many', available: free, message: tooManyVehiclesMessage(free) };
  }
  return null;
}

/** The stepper's plus: allowed while the next quantity still fits. */
export function canIncreaseRentalQuantity(quantity: number, available: number): boolean {
  return checkRentalQuantity(quantity + 1, available) === null;
}
