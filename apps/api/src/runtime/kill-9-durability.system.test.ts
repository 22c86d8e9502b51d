import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '@marketplace/contract/endpoint';
import { orderPlace } from '@marketplace/contract/endpoints/orders';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { items } from '../db/schema/catalog';
import { orderLines, orders } from '../db/schema/orders';
import { buildGuest } from '../test/builders/caller';
import { buildCheckoutWorld, buyNowBody } from '../test/builders/orders';
import {
  type BuiltApi,
  buildApiBundle,
  embeddedDatabaseUrl,
  startBuiltApi,
} from '../test/system/built-api';

/*
 * Durability of the default set-up: the built API (two workers) on its embedded PostgreSQL is
 * killed with SIGKILL (primary, workers and database server at once) while orders pour in; after
 * a restart on the same data directory, every order a client was told about (2xx) is there and
 * no stock was lost or invented.
 */

const SENDERS = 12;
const KILL_AFTER_ACKNOWLEDGED = 60;
const INITIAL_STOCK = 100_000;
const API_ENV = { API_WORKERS: '2', SEED_DEMO: 'false', ORDER_SIMULATOR: 'off' };

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-kill-9-'));
chmodSync(dataDir, 0o755); // as root the database server runs as `postgres`
const started: BuiltApi[] = [];

afterAll(async () => {
  for (const api of started) await api.killEverything().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

type Acknowledged = { key: string; orderId: number; itemId: number };

it('keeps every acknowledged order, and stock + sold = initial, after kill -9 of the API and its database mid-burst', async () => {
  await buildApiBundle();
  const first = await startBuiltApi({ dataDir, env: API_ENV });
  started.push(first);

  const setup = openDatabase({ url: embeddedDatabaseUrl(dataDir) });
  const world = await buildCheckoutWorld(setup.db, { settings: { guest_checkout_status: 1 } });
  const stocked = [
    await world.item({ stock: INITIAL_STOCK }),
    await world.item({ stock: INITIAL_STOCK }),
  ];
  const guests = await Promise.all(Array.from({ length: SENDERS }, () => buildGuest(setup.db)));
  await setup.close();

  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killing: Promise<void> | undefined;
  const sender = async (index: number) => {
    while (!killing) {
      const n = sent++;
      const key = `kill-9-${n}`;
      const itemId = stocked[n % stocked.length]?.id ?? 0;
      inFlight += 1;
      try {
        const response = await fetch(`${first.url}${apiPath(orderPlace)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            moduleId: String(world.module.id),
            'idempotency-key': key,
          },
          body: JSON.stringify({ guest_id: guests[index], ...buyNowBody(itemId, 1) }),
          signal: AbortSignal.timeout(20_000),
        });
        const body = (await response.json()) as { order_id?: number };
        if (response.ok && body.order_id)
          acknowledged.push({ key, orderId: body.order_id, itemId });
      } catch {
        // the API died under this request: not acknowledged, so it may or may not exist
      } finally {
        inFlight -= 1;
      }
      if (!killing && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        inFlightAtKill = inFlight;
        killing = first.killEverything();
      }
    }
  };
  await Promise.all(guests.map((_, index) => sender(index)));
  await killing;
  // Mid-burst: orders were on their way when everything died.
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

  const second = await startBuiltApi({ dataDir, env: API_ENV });
  started.push(second);
  // The server really crashed: the restart had to replay its write-ahead log.
  expect(readFileSync(join(dataDir, 'postgres.log'), 'utf8')).toMatch(
    /not properly shut down; automatic recovery in progress/,
  );

  const check = openDatabase({ url: embeddedDatabaseUrl(dataDir) });
  try {
    const found = await check.db
      .select({ id: orders.id, key: orders.idempotencyKey })
      .from(orders)
      .where(
        inArray(
          orders.id,
          acknowledged.map((a) => a.orderId),
        ),
      );
    const keyOf = new Map(found.map((row) => [row.id, row.key]));
    const missing = acknowledged.filter((a) => keyOf.get(a.orderId) !== a.key);
    expect(missing).toEqual([]);

    const ids = stocked.map((item) => item.id);
    const stock = await check.db
      .select({ id: items.id, stock: items.stock })
      .from(items)
      .where(inArray(items.id, ids));
    const sold = await check.db
      .select({
        itemId: orderLines.itemId,
        quantity: sql<number>`sum(${orderLines.quantity})::int`,
      })
      .from(orderLines)
      .where(inArray(orderLines.itemId, ids))
      .groupBy(orderLines.itemId);
    expect(stock).toHaveLength(2);
    for (const row of stock) {
      const soldHere = sold.find((s) => s.itemId === row.id)?.quantity ?? 0;
      const acknowledgedHere = acknowledged.filter((a) => a.itemId === row.id).length;
      expect(soldHere).toBeGreaterThanOrEqual(acknowledgedHere);
      expect((row.stock ?? 0) + soldHere).toBe(INITIAL_STOCK);
    }
  } finally {
    await check.close();
  }

  // And the restarted API takes orders again.
  const after = await fetch(`${second.url}${apiPath(orderPlace)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', moduleId: String(world.module.id) },
    body: JSON.stringify({ guest_id: guests[0], ...buyNowBody(stocked[0]?.id ?? 0, 1) }),
  });
  expect(after.status).toBe(200);
  await second.stop();
});
