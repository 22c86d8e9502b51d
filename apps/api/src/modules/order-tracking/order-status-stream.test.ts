import type { AddressInfo } from 'node:net';
import { apiPath } from '@marketplace/contract/endpoint';
import { orderStatusStream } from '@marketplace/contract/endpoints/orders';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  ORDER_STATUS_STREAM_EVENT,
  OrderStatusEventSchema,
} from '@marketplace/contract/order-tracking';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { requestContextPlugin } from '../../plugins/request-context';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { createTestApp, createTestEnv, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { trackTestServices } from '../../test/test-services';
import { transitionOrder } from '../orders/order-transition';
import { orderTrackingRoutes } from './order-tracking.routes';
import { buildOrder, buildShop, type Shop } from './testing/order-builders';
import { openEventStream, type SseMessage } from './testing/read-event-stream';

let t: TestApp;
let shop: Shop;
let baseUrl: string;
let listening = 0;

beforeAll(async () => {
  const database = await createTestDatabase();
  const env = createTestEnv();
  const app = await buildApp({ db: database.db, env });
  const deps = { db: database.db, env, ...app.services };
  trackTestServices(database.db, app.services);
  // Counts live subscriptions, to prove a closed stream lets go of the bus.
  const bus = app.services.orderEvents;
  const subscribe = bus.subscribe;
  bus.subscribe = (orderId, listener, kind) => {
    listening += 1;
    const off = subscribe(orderId, listener, kind);
    return () => {
      listening -= 1;
      off();
    };
  };
  // The same route with a fast heartbeat, to see heartbeats without waiting 15 s.
  await app.register(
    async (scope: App) => {
      await scope.register(requestContextPlugin);
      await scope.register(orderTrackingRoutes(deps, { heartbeatMs: 30 }));
    },
    { prefix: '/fast' },
  );
  await app.ready();
  t = {
    ...database,
    app,
    env,
    deps,
    close: async () => {
      // Node's fetch opens a spare connection after an aborted stream and never sends a request
      // on it; server.close would wait for the headers timeout (60 s) before dropping it.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    },
  };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  shop = await buildShop(t.db);
});
afterAll(() => t.close());

const PATH = apiPath(orderStatusStream);
const statusOf = (message: SseMessage) => {
  expect(message.event).toBe(ORDER_STATUS_STREAM_EVENT);
  return OrderStatusEventSchema.parse(JSON.parse(message.data));
};

describe('GET /customer/order/track/stream', () => {
  it('sends the current status, then each change, and lets go when the client leaves', async () => {
    const guestId = await buildGuest(t.db);
    const order = await buildOrder(t.db, shop, { owner: { guestId } });
    const stream = await openEventStream(
      `${baseUrl}${PATH}?order_id=${order.id}&guest_id=${guestId}`,
    );
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();

    const first = statusOf(await stream.nextMessage());
    expect(first).toEqual({
      order_id: order.id,
      status: 'pending',
      status_times: order.statusTimes,
      is_running: true,
    });
    expect(listening).toBe(1);

    await transitionOrder(t.deps, order.id, 'confirmed');
    const second = statusOf(await stream.nextMessage());
    expect(second.status).toBe('confirmed');
    expect(Object.keys(second.status_times).sort()).toEqual(['confirmed', 'pending']);

    await transitionOrder(t.deps, order.id, 'failed');
    expect(statusOf(await stream.nextMessage())).toMatchObject({
      status: 'failed',
      is_running: false,
    });

    stream.close();
    await vi.waitFor(() => expect(listening).toBe(0));
  });

  it('lets a signed-in customer watch their own order (the web proxy adds the bearer)', async () => {
    const { userId, token } = await buildSignedInCustomer(t.db);
    const order = await buildOrder(t.db, shop, { owner: { userId } });
    const stream = await openEventStream(`${baseUrl}${PATH}?order_id=${order.id}`, {
      authorization: `Bearer ${token}`,
    });
    expect(statusOf(await stream.nextMessage()).order_id).toBe(order.id);
    stream.close();
  });

  it('lets another guest watch a guest order with its reference and contact number', async () => {
    const order = await buildOrder(t.db, shop, {
      owner: { guestId: await buildGuest(t.db) },
      contactNumber: '+15550999',
    });
    const other = await buildGuest(t.db);
    const ok = await openEventStream(
      `${baseUrl}${PATH}?order_reference=${order.reference}&guest_id=${other}&contact_number=%2B15550999`,
    );
    expect(statusOf(await ok.nextMessage()).order_id).toBe(order.id);
    ok.close();
  });

  it('answers 404 for an order that is not the caller’s, 401 without a caller', async () => {
    const { userId, token } = await buildSignedInCustomer(t.db);
    const customersOrder = await buildOrder(t.db, shop, {
      owner: { userId },
      contactNumber: '+15550777',
    });
    const guestsOrder = await buildOrder(t.db, shop, {
      owner: { guestId: await buildGuest(t.db) },
      contactNumber: '+15550888',
    });
    const stranger = await buildGuest(t.db);
    const other = await buildSignedInCustomer(t.db);
    await vi.waitFor(() => expect(listening).toBe(0)); // earlier tests' streams drain
    const attempts = [
      `order_id=${guestsOrder.id}&guest_id=${stranger}`,
      `order_reference=${guestsOrder.reference}&guest_id=${stranger}&contact_number=%2B15550000`,
      // The internal id never opens someone else's order, even with the right number (§9).
      `order_id=${guestsOrder.id}&guest_id=${stranger}&contact_number=%2B15550888`,
      // A customer's order is never readable by contact number.
      `order_reference=${customersOrder.reference}&guest_id=${stranger}&contact_number=%2B15550777`,
      `order_id=999999&guest_id=${stranger}`,
    ];
    for (const query of attempts) {
      const response = await t.app.inject({ method: 'GET', url: `${PATH}?${query}` });
      expect(response.statusCode, query).toBe(404);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe('order');
    }
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: `${PATH}?order_id=${customersOrder.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(notTheirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${PATH}?order_id=${customersOrder.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(token).toBeTruthy();
    // Refused callers never keep a subscription.
    expect(listening).toBe(0);
  });

  it('sends heartbeat comments between changes', async () => {
    const guestId = await buildGuest(t.db);
    const order = await buildOrder(t.db, shop, { owner: { guestId } });
    const stream = await openEventStream(
      `${baseUrl}/fast/customer/order/track/stream?order_id=${order.id}&guest_id=${guestId}`,
    );
    expect(await stream.nextBlock()).toMatch(/^retry: \d+$/);
    expect(statusOf(await stream.nextMessage()).status).toBe('pending');
    expect(await stream.nextBlock()).toBe(': heartbeat');
    stream.close();
  });
});

describe('closing the app', () => {
  it('ends open streams instead of waiting for them', async () => {
    const other = await createTestApp();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (other.app.server.address() as AddressInfo).port;
      const otherShop = await buildShop(other.db);
      const guestId = await buildGuest(other.db);
      const order = await buildOrder(other.db, otherShop, { owner: { guestId } });
      const stream = await openEventStream(
        `http://127.0.0.1:${port}${PATH}?order_id=${order.id}&guest_id=${guestId}`,
      );
      await stream.nextMessage();
      const closing = other.app.close();
      await expect(stream.nextMessage()).rejects.toThrow('the event stream ended');
      await closing;
    } finally {
      await other.close();
    }
  });
});
