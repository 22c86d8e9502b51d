import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { createLocalOrderEventBus, type OrderEventBus } from './order-event-bus';

/** The channel every API instance subscribes to (one for all orders; see the note below). */
export const DEFAULT_ORDER_EVENTS_CHANNEL = 'marketplace:order-status';

type BusLogger = { warn: (obj: object, msg: string) => void };

export type RedisOrderEventBusOptions = {
  url: string;
  /** Tests pass a unique channel so parallel runs sharing one Redis do not hear each other. */
  channel?: string;
  logger?: BusLogger;
};

export type RedisOrderEventBus = OrderEventBus & {
  /** Settles once the subscription is active: events published before that are not heard. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

// Messages come from the network: parsed, never trusted.
const MessageSchema = z.object({
  origin: z.string(),
  event: z.object({
    orderId: z.number().int(),
    status: z.string(),
    statusTimes: z.record(z.string(), z.string()),
    kind: z.enum(['order', 'trip']).optional(),
  }),
});

/**
 * Fan-out across API instances: each publish is delivered to this process's listeners at once
 * and sent on one Redis channel; every other instance relays what it hears to its own listeners
 * (messages this instance sent are skipped, so nothing is delivered twice). One channel for all
 * orders keeps subscribing synchronous (no window in which a new tracking connection misses an
 * event); every instance hears every status change, which is a few messages per order.
 */
export function createRedisOrderEventBus(options: RedisOrderEventBusOptions): RedisOrderEventBus {
  const channel = options.channel ?? DEFAULT_ORDER_EVENTS_CHANNEL;
  const origin = randomUUID();
  const local = createLocalOrderEventBus();
  const publisher = new Redis(options.url, { lazyConnect: false });
  const subscriber = new Redis(options.url, { lazyConnect: false });
  const warn = (msg: string) => (err: unknown) => options.logger?.warn({ err, channel }, msg);
  // Without listeners ioredis prints every connection error; it reconnects by itself.
  publisher.on('error', warn('redis order-event publisher error'));
  subscriber.on('error', warn('redis order-event subscriber error'));

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw);
    if (!message) {
      options.logger?.warn({ channel }, 'ignored a malformed order event from redis');
      return;
    }
    if (message.origin !== origin) local.publish(message.event);
  });
  // ioredis re-subscribes after a reconnect on its own.
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(warn('redis order-event subscription failed'));

  return {
    ready,
    publish(event) {
      local.publish(event);
      publisher
        .publish(channel, JSON.stringify({ origin, event }))
        .catch(warn('redis order-event publish failed'));
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([closeConnection(subscriber), closeConnection(publisher)]);
    },
  };
}

function parseMessage(raw: string): z.infer<typeof MessageSchema> | null {
  try {
    const result = MessageSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** QUIT when connected (drains pending commands); otherwise just stop reconnecting. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit();
  } else {
    connection.disconnect();
  }
}
