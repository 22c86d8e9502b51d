import type { AddressInfo } from 'node:net';
import { orderStatusStream } from '@marketplace/contract/endpoints/orders';
import * as zonesEndpoints from '@marketplace/contract/endpoints/zones';
import { OrderStatusEventSchema } from '@marketplace/contract/order-tracking';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { buildOrder, buildShop } from '../modules/order-tracking/testing/order-builders';
import { openEventStream } from '../modules/order-tracking/testing/read-event-stream';
import { transitionOrder } from '../modules/orders/order-transition';
import { ZONES_CACHE } from '../modules/zones/zones.cache';
import { buildGuest } from '../test/builders/caller';
import { buildSettings } from '../test/builders/settings';
import { buildZone } from '../test/builders/zone';
import { entryRequest } from '../test/entry-request';
import { createTestApp, type TestApp } from '../test/test-app';

// Two API processes on one machine, without Redis: two app instances on one database, each
// with its own pool, caches and event bus, that hear each other only through PostgreSQL
// LISTEN/NOTIFY. The test builders drop the first instance's caches only.
let first: TestApp;
let secondDb: DatabaseHandle;
let second: App;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp();
  expect(first.env.REDIS_URL).toBeUndefined();
  secondDb = openDatabase({ url: first.url });
  second = await buildApp({ db: secondDb.db, env: first.env, databaseUrl: first.url });
  await second.listen({ host: '127.0.0.1', port: 0 });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  await buildSettings(first.db);
});
afterAll(async () => {
  second.server.closeAllConnections();
  await second.close();
  await secondDb.close();
  await first.close();
});

const zoneIdsSeenBySecond = async () => {
  const response = await second.inject(entryRequest(zonesEndpoints.zoneList));
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).map((zone) => zone.id);
};

describe('fan-out between API processes through PostgreSQL', () => {
  it('an invalidation on one instance clears the other instance’s cache', async () => {
    const before = await buildZone(first.db);
    expect(await zoneIdsSeenBySecond()).toEqual([before.id]);

    // Written behind the second instance's back: it keeps serving its cached list...
    const added = await buildZone(first.db);
    expect(await zoneIdsSeenBySecond()).toEqual([before.id]);

    // ...until the first instance, which wrote it, invalidates the zones.
    first.deps.caches.invalidate(ZONES_CACHE.name);
    await vi.waitFor(async () =>
      expect(await zoneIdsSeenBySecond()).toEqual([before.id, added.id]),
    );
  });

  it('an order status event published by one instance reaches an SSE subscriber on the other', async () => {
    const shop = await buildShop(first.db);
    const guestId = await buildGuest(first.db);
    const order = await buildOrder(first.db, shop, { owner: { guestId } });
    const { url } = entryRequest(orderStatusStream, {
      query: { order_id: order.id, guest_id: guestId },
    });
    const stream = await openEventStream(`${secondUrl}${url}`);
    try {
      expect(stream.response.status).toBe(200);
      const now = OrderStatusEventSchema.parse(JSON.parse((await stream.nextMessage()).data));
      expect(now.status).toBe('pending');

      await transitionOrder(first.deps, order.id, 'confirmed');
      const heard = OrderStatusEventSchema.parse(JSON.parse((await stream.nextMessage()).data));
      expect(heard).toMatchObject({ order_id: order.id, status: 'confirmed', is_running: true });
      expect(Object.keys(heard.status_times).sort()).toEqual(['confirmed', 'pending']);
    } finally {
      stream.close();
    }
  });
});
