import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusEvent } from '../../services/order-event-bus';
import { buildGuest } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { markOrderPaid } from '../orders/order-transition';
import { advanceDueOrders } from './advance-due-orders';
import { isSimulatorEnabled, startOrderSimulator } from './order-simulator';
import { buildOrder, buildShop, readOrder, type Shop } from './testing/order-builders';

const DELIVERY_PATH = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
const quietLogger = { info: () => {}, error: vi.fn() };

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  shop = await buildShop(t.db);
  quietLogger.error.mockClear();
});

async function newOrder(overrides: Parameters<typeof buildOrder>[2]['overrides'] = {}) {
  return buildOrder(t.db, shop, { owner: { guestId: await buildGuest(t.db) }, overrides });
}

const later = (ms: number) => new Date(Date.now() + ms);

describe('advanceDueOrders', () => {
  it('moves an order one step per elapsed step, to delivered (take-away skips picked_up)', async () => {
    const delivery = await newOrder();
    const takeAway = await newOrder({ orderType: 'take_away' });
    let now = Date.now();
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      now += 1_000;
      await advanceDueOrders(t.deps, { stepMs: 1_000, now: new Date(now) });
      seen.push((await readOrder(t.db, delivery.id)).status);
    }
    expect(seen).toEqual(DELIVERY_PATH.slice(1).concat('delivered'));
    expect((await readOrder(t.db, takeAway.id)).status).toBe('delivered');
    const times = (await readOrder(t.db, delivery.id)).statusTimes;
    expect(Object.keys(times).sort()).toEqual([...DELIVERY_PATH].sort());
  });

  it('leaves an order alone until it has spent a full step in its status', async () => {
    const order = await newOrder();
    expect(await advanceDueOrders(t.deps, { stepMs: 60_000 })).toBe(0);
    expect(await advanceDueOrders(t.deps, { stepMs: 60_000, now: later(61_000) })).toBe(1);
    expect(await advanceDueOrders(t.deps, { stepMs: 60_000, now: later(61_000) })).toBe(0);
    expect((await readOrder(t.db, order.id)).status).toBe('confirmed');
  });

  it('waits for a digital payment, then moves on', async () => {
    const order = await newOrder({ paymentMethod: 'digital_payment' });
    expect(await advanceDueOrders(t.deps, { stepMs: 1, now: later(10_000) })).toBe(0);
    expect((await readOrder(t.db, order.id)).status).toBe('pending');
    await markOrderPaid(t.deps, order.id);
    expect((await readOrder(t.db, order.id)).status).toBe('confirmed');
    expect(await advanceDueOrders(t.deps, { stepMs: 1, now: later(10_000) })).toBe(1);
    expect((await readOrder(t.db, order.id)).status).toBe('processing');
  });

  it('leaves scheduled orders until their time, and final orders for good', async () => {
    const scheduled = await newOrder({ scheduleAt: later(3_600_000) });
    const canceled = await newOrder({ status: 'canceled' });
    expect(await advanceDueOrders(t.deps, { stepMs: 1, now: later(10_000) })).toBe(0);
    expect(await advanceDueOrders(t.deps, { stepMs: 1, now: later(3_700_000) })).toBe(1);
    expect((await readOrder(t.db, scheduled.id)).status).toBe('confirmed');
    expect((await readOrder(t.db, canceled.id)).status).toBe('canceled');
  });

  it('two instances racing on the same due orders move each one step, once', async () => {
    const orders = await Promise.all([newOrder(), newOrder(), newOrder(), newOrder()]);
    const now = later(5_000);
    const moved = await Promise.all([
      advanceDueOrders(t.deps, { stepMs: 1_000, now }),
      advanceDueOrders(t.deps, { stepMs: 1_000, now }),
      advanceDueOrders(t.deps, { stepMs: 1_000, now }),
    ]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(orders.length);
    for (const order of orders) {
      expect((await readOrder(t.db, order.id)).status).toBe('confirmed');
    }
  });
});

describe('startOrderSimulator', () => {
  it('with two instances running, a new order reaches delivered one step at a time', async () => {
    const stepMs = 40;
    const order = await newOrder();
    const heard: OrderStatusEvent[] = [];
    const off = t.deps.orderEvents.subscribe(order.id, (event) => heard.push(event));
    const env = { ORDER_SIMULATOR: 'on' as const, ORDER_SIMULATOR_STEP_MS: stepMs };
    const instances = [
      startOrderSimulator({ ...t.deps, env, logger: quietLogger, pollMs: 5 }),
      startOrderSimulator({ ...t.deps, env, logger: quietLogger, pollMs: 5 }),
    ];
    try {
      await vi.waitFor(
        async () => expect((await readOrder(t.db, order.id)).status).toBe('delivered'),
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      off();
    }
    expect(heard.map((e) => e.status)).toEqual(DELIVERY_PATH.slice(1));
    const times = (await readOrder(t.db, order.id)).statusTimes as Record<string, string>;
    for (let i = 1; i < DELIVERY_PATH.length; i += 1) {
      const from = Date.parse(times[DELIVERY_PATH[i - 1] as string] ?? '');
      const to = Date.parse(times[DELIVERY_PATH[i] as string] ?? '');
      // A double move would show as a step much shorter than stepMs.
      expect(to - from).toBeGreaterThanOrEqual(stepMs);
    }
    expect(quietLogger.error).not.toHaveBeenCalled();
  });

  it('does nothing when off, and stops cleanly', async () => {
    const order = await newOrder();
    const simulator = startOrderSimulator({
      ...t.deps,
      env: { ORDER_SIMULATOR: 'off', ORDER_SIMULATOR_STEP_MS: 1 },
      logger: quietLogger,
      pollMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await simulator.stop();
    expect((await readOrder(t.db, order.id)).status).toBe('pending');
  });
});

describe('isSimulatorEnabled', () => {
  it('follows ORDER_SIMULATOR, and the demo business setting when auto', async () => {
    expect(await isSimulatorEnabled(t.deps, 'on')).toBe(true);
    expect(await isSimulatorEnabled(t.deps, 'off')).toBe(false);
    expect(await isSimulatorEnabled(t.deps, 'auto')).toBe(false); // no settings yet
    await buildSettings(t.db, { demo: true });
    expect(await isSimulatorEnabled(t.deps, 'auto')).toBe(true);
    await buildSettings(t.db, { demo: false });
    expect(await isSimulatorEnabled(t.deps, 'auto')).toBe(false);
    expect(await isSimulatorEnabled(t.deps, 'off')).toBe(false);
  });
});
