import { apiPath, type Endpoint } from '@marketplace/contract/endpoint';
import { orderCancel, orderPlace, orderQuote } from '@marketplace/contract/endpoints/orders';
import type { TestApp } from '../../../test/test-app';

/** Who calls: a guest (guest_id) or a customer (bearer token). */
export type TestCaller = { guestId?: string; token?: string };

type Query = Record<string, string | number>;

function headersOf(caller: TestCaller, moduleId: number, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { moduleId: String(moduleId), ...extra };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  return headers;
}

function withGuest(caller: TestCaller, body: Record<string, unknown>) {
  return caller.guestId ? { guest_id: caller.guestId, ...body } : body;
}

function queryString(caller: TestCaller, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  if (caller.guestId) search.set('guest_id', caller.guestId);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** The order endpoints through app.inject, with the moduleId header of the world's module. */
export function createOrderClient(t: TestApp, moduleId: number) {
  return {
    quote: (caller: TestCaller, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(orderQuote),
        headers: headersOf(caller, moduleId),
        payload: withGuest(caller, body),
      }),
    place: (caller: TestCaller, body: Record<string, unknown>, idempotencyKey?: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(orderPlace),
        headers: headersOf(
          caller,
          moduleId,
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        ),
        payload: withGuest(caller, body),
      }),
    /** An order read (orderList, orderDetails, orderTrack, runningOrders, ...). */
    get: (caller: TestCaller, entry: Pick<Endpoint, 'path'>, query: Query = {}) =>
      t.app.inject({
        method: 'GET',
        url: `${apiPath(entry)}${queryString(caller, query)}`,
        headers: headersOf(caller, moduleId),
      }),
    cancel: (caller: TestCaller, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: apiPath(orderCancel),
        headers: headersOf(caller, moduleId),
        payload: withGuest(caller, body),
      }),
  };
}

export type OrderClient = ReturnType<typeof createOrderClient>;
