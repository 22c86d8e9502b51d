import type { Endpoint } from '@marketplace/contract/endpoint';
import { apiPath } from '@marketplace/contract/endpoint';
import { addToRentalCart, rentalCart } from '@marketplace/contract/endpoints/rental-cart';
import { cancelTrip, tripBooking, tripDetails } from '@marketplace/contract/endpoints/trips';
import type { TestApp } from '../../../test/test-app';

/** Who calls: a guest (guest_id) or a customer (bearer token). */
export type RentalCaller = { guestId?: string; token?: string };

/**
 * The rental endpoints through app.inject, with the rental module's and zone's headers. Bodies
 * are loose on purpose: the tests send what a careless or hostile client would.
 */
export function createRentalClient(t: TestApp, moduleId: number, zoneId: number) {
  function call(
    caller: RentalCaller,
    entry: Pick<Endpoint, 'method' | 'path'>,
    options: {
      params?: Record<string, string | number>;
      query?: Record<string, string | number>;
      body?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const { method } = entry;
    const headers: Record<string, string> = {
      moduleId: String(moduleId),
      zoneId: `[${zoneId}]`,
      ...options.headers,
    };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) search.set(key, String(value));
    const guestInBody = method === 'POST' || method === 'PUT';
    if (caller.guestId && !guestInBody) search.set('guest_id', caller.guestId);
    const hasBody = guestInBody || options.body !== undefined;
    const guest = caller.guestId && guestInBody ? { guest_id: caller.guestId } : {};
    const qs = search.toString();
    return t.app.inject({
      method,
      url: `${apiPath(entry, options.params)}${qs ? `?${qs}` : ''}`,
      headers,
      ...(hasBody ? { payload: { ...guest, ...options.body } } : {}),
    });
  }
  return {
    call,
    add: (caller: RentalCaller, body: Record<string, unknown>) =>
      call(caller, addToRentalCart, { body }),
    cart: (caller: RentalCaller) => call(caller, rentalCart),
    book: (caller: RentalCaller, body: Record<string, unknown>, key?: string) =>
      call(caller, tripBooking, {
        body,
        headers: key ? { 'idempotency-key': key } : {},
      }),
    details: (caller: RentalCaller, tripId: number) =>
      call(caller, tripDetails, { query: { trip_id: tripId } }),
    cancel: (caller: RentalCaller, tripId: number) =>
      call(caller, cancelTrip, {
        body: { trip_id: tripId, reason: 'Plans changed' },
      }),
  };
}

/** A guest's cash booking body. */
export const CASH_BOOKING = {
  payment_method: 'cash_on_delivery',
  contact_person_name: 'Test Renter',
  contact_person_number: '+15550123',
};
