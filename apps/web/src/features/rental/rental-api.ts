import type { Endpoint, EndpointSchemas, PathParams } from '@marketplace/contract/endpoint';
import { endpointPath } from '@marketplace/contract/endpoint';
import { distance } from '@marketplace/contract/endpoints/places';
import type { ErrorEntry } from '@marketplace/contract/errors';
import type { RentalCart, RentalCartLine } from '@marketplace/contract/rental-cart';
import type { z } from 'zod';
import { ensureGuestId } from '@/features/cart/cart-guest-id';
import { ApiError, type CallInput, callApi, type QueryValue } from '@/lib/api-client';
import { buildApiHeaders } from '@/lib/api-headers';
import { parseCookieHeader, readShellCookies } from '@/lib/shell-cookies';

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

const loadCartSchemas = () => import('@marketplace/contract/rental-cart');

async function toError(status: number, payload: unknown): Promise<ApiError> {
  const [{ RentalCartConflictSchema }, { ErrorEnvelopeSchema }] = await Promise.all([
    loadCartSchemas(),
    import('@marketplace/contract/errors'),
  ]);
  if (status === 409) {
    const conflict = RentalCartConflictSchema.safeParse(payload);
    if (conflict.success)
      return new RentalConflictError(conflict.data.errors, conflict.data.carts ?? []);
  }
  const envelope = ErrorEnvelopeSchema.safeParse(payload);
  return new ApiError(
    status,
    envelope.success && envelope.data.errors.length > 0
      ? envelope.data.errors
      : [{ code: `http_${status}`, message: '' }],
  );
}

/**
 * One rental call through the same-origin proxy (which adds a customer's bearer), by its contract
 * entry. Guests send their guest id (query for GET and DELETE, body otherwise). Like callApi, but
 * a 409 keeps the lines it is about (another provider's, or the trip-type list).
 */
export async function rentalCall<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  input: RentalCallInput<S> = {} as RentalCallInput<S>,
): Promise<z.output<S['response']>> {
  const options = input as {
    params?: PathParams;
    query?: Record<string, QueryValue>;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    asGuest?: boolean;
  };
  const { method } = entry;
  const guestId = options.asGuest ? await ensureGuestId() : null;
  const inBody = method === 'POST' || method === 'PUT';
  const search = new URLSearchParams();
  const query = { ...options.query, ...(guestId && !inBody ? { guest_id: guestId } : {}) };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const body =
    options.body || (guestId && inBody)
      ? { ...options.body, ...(guestId && inBody ? { guest_id: guestId } : {}) }
      : undefined;
  const headers: Record<string, string> = {
    ...buildApiHeaders(readShellCookies(parseCookieHeader(document.cookie))),
    ...options.headers,
  };
  if (body) headers['Content-Type'] = 'application/json';
  const qs = search.toString();
  let response: Response;
  try {
    response = await fetch(`/api/v1${endpointPath(entry, options.params)}${qs ? `?${qs}` : ''}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [{ code: 'network', message: '' }]);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw await toError(response.status, payload);
  const parsed = (await entry.schemas()).response.safeParse(payload);
  if (!parsed.success) throw new ApiError(502, [{ code: 'invalid_response', message: '' }]);
  return parsed.data as z.output<S['response']>;
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
