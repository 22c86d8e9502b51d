import type { Endpoint, EndpointSchemas } from '@marketplace/contract/endpoint';
import { distance } from '@marketplace/contract/endpoints/places';
import type { ErrorEntry } from '@marketplace/contract/errors';
import type { RentalCart, RentalCartLine } from '@marketplace/contract/rental-cart';
import type { z } from 'zod';
import { ensureGuestId } from '@/features/cart/cart-guest-id';
import { ApiError, type CallInput, callApi, type QueryValue } from '@/lib/api-client';

/** A 409 of the rental cart with the lines in the way (another provider, or a trip-type list). */
export class RentalConflictError extends ApiError {
  readonly carts: RentalCartLine[];

  constructor(errors: ErrorEntry[], carts: RentalCartLine[]) {
    super(409, errors);
    this.name = 'RentalConflictError';
    this.carts = carts;
  }
}

export function isRentalConflict(
  error: unknown,
  code: 'provider' | 'trip_type',
): error is RentalConflictError {
  return error instanceof RentalConflictError && error.hasCode(code);
}

/** callApi's input, and whether the caller is a guest (who sends their guest id). */
export type RentalCallInput<S extends EndpointSchemas> = CallInput<S> & { asGuest?: boolean };

/**
 * One rental call by its contract entry, through callApi (the same-origin proxy adds a customer's
 * bearer). Guests send their guest id (query for GET and DELETE, body otherwise). A 409 keeps the
 * lines it is about (another provider's, or the trip-type list) as a RentalConflictError.
 */
export async function rentalCall<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  input: RentalCallInput<S> = {} as RentalCallInput<S>,
): Promise<z.output<S['response']>> {
  const { asGuest, ...options } = input as unknown as {
    query?: Record<string, QueryValue>;
    body?: Record<string, unknown>;
    asGuest?: boolean;
  };
  const guestId = asGuest ? await ensureGuestId() : null;
  const inBody = entry.method === 'POST' || entry.method === 'PUT';
  const query = guestId && !inBody ? { ...options.query, guest_id: guestId } : options.query;
  const body = guestId && inBody ? { ...options.body, guest_id: guestId } : options.body;
  const call = callApi as (entry: Endpoint<S>, input: unknown) => Promise<z.output<S['response']>>;
  try {
    return await call(entry, { ...options, query, body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const { RentalCartConflictSchema } = await import('@marketplace/contract/rental-cart');
      const conflict = RentalCartConflictSchema.safeParse(error.body);
      if (conflict.success) {
        throw new RentalConflictError(conflict.data.errors, conflict.data.carts ?? []);
      }
    }
    throw error;
  }
}

export const EMPTY_RENTAL_CART: RentalCart = { carts: [], user_data: null };

/** GET /config/distance-api: the route between the trip's pickup and destination. */
export function fetchTripDistance(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  signal?: AbortSignal,
) {
  return callApi(distance, {
    query: {
      origin_lat: from.lat,
      origin_lng: from.lng,
      destination_lat: to.lat,
      destination_lng: to.lng,
    },
    signal,
  });
}
