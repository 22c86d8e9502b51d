import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app';
import type { OrderStatusEvent } from './order-event-bus';
import { createRedisOrderEventBus, type RedisOrderEventBus } from './redis-order-event-bus';

// A real Redis, like CI's service: TEST_REDIS_URL=redis://127.0.0.1:6379.
const { TEST_REDIS_URL } = z
  .object({ TEST_REDIS_URL: z.string().url().optional() })
  .parse(process.env);
const SKIP_NOTE = 'set TEST_REDIS_URL=redis://127.0.0.1:6379 to run the Redis fan-out tests';

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function openBus(url: string, channel: string): RedisOrderEventBus {
  const bus = createRedisOrderEventBus({ url, channel });
  opened.push(bus);
  return bus;
}

const event = (orderId: number, status: string): OrderStatusEvent => ({
  orderId,
  status,
  statusTimes: { pending: '2030-01-01T00:00:00.000Z', [status]: '2030-01-01T00:01:00.000Z' },
});

describe('Redis order event bus', () => {
  it('two instances hear each other’s events, each exactly once', async (context) => {
    if (!TEST_REDIS_URL) return context.skip(SKIP_NOTE);
    const channel = `test:order-status:${randomUUID()}`;
    const a = openBus(TEST_REDIS_URL, channel);
    const b = openBus(TEST_REDIS_URL, channel);
    await Promise.all([a.ready, b.ready]);
    const heardByA: OrderStatusEvent[] = [];
    const heardByB: OrderStatusEvent[] = [];
    a.subscribe(7, (e) => heardByA.push(e));
    b.subscribe(7, (e) => heardByB.push(e));
    b.subscribe(8, () => expect.fail('order 8 was not published'));

    a.publish(event(7, 'confirmed'));
    await vi.waitFor(() => expect(heardByB).toEqual([event(7, 'confirmed')]));
    b.publish(event(7, 'processing'));
    await vi.waitFor(() =>
      expect(heardByA).toEqual([event(7, 'confirmed'), event(7, 'processing')]),
    );
    // Local delivery is immediate, and an instance never hears its own message twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByA).toHaveLength(2);
    expect(heardByB).toEqual([event(7, 'confirmed'), event(7, 'processing')]);
  });

  it('ignores malformed messages on the channel', async (context) => {
    if (!TEST_REDIS_URL) return context.skip(SKIP_NOTE);
    const channel = `test:order-status:${randomUUID()}`;
    const warn = vi.fn();
    const bus = createRedisOrderEventBus({ url: TEST_REDIS_URL, channel, logger: { warn } });
    opened.push(bus);
    const sender = openBus(TEST_REDIS_URL, channel);
    await Promise.all([bus.ready, sender.ready]);
    const heard: OrderStatusEvent[] = [];
    bus.subscribe(1, (e) => heard.push(e));
    const { Redis } = await import('ioredis');
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ origin: 'x', event: { orderId: 'one' } }));
    } finally {
      raw.disconnect();
    }
    sender.publish(event(1, 'confirmed'));
    await vi.waitFor(() => expect(heard).toEqual([event(1, 'confirmed')]));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('buildApp installs it when REDIS_URL is set, and closes it with the app', async (context) => {
    if (!TEST_REDIS_URL) return context.skip(SKIP_NOTE);
    const t = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      // Another instance on the default channel; a random order id keeps parallel runs apart.
      const other = createRedisOrderEventBus({ url: TEST_REDIS_URL });
      opened.push(other);
      await other.ready;
      const orderId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
      const heard: OrderStatusEvent[] = [];
      t.deps.orderEvents.subscribe(orderId, (e) => heard.push(e));
      await vi.waitFor(
        async () => {
          other.publish(event(orderId, 'confirmed'));
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(heard.length).toBeGreaterThan(0);
        },
        { timeout: 5_000 },
      );
      expect(heard[0]).toEqual(event(orderId, 'confirmed'));
    } finally {
      await t.close();
    }
  });
});
