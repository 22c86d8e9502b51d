import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { z } from 'zod';

type RelayLogger = { warn: (obj: object, msg: string) => void };

export type RedisRelayOptions<E> = {
  url: string;
  channel: string;
  /** Each event is parsed with it: messages come from the network, never trusted. */
  schema: z.ZodType<E>;
  /** Called with every event another instance sent (this instance's own are skipped). */
  onEvent: (event: E) => void;
  /** Names the relay in log lines ('order-event', 'chat-event'). */
  label: string;
  logger?: RelayLogger;
};

export type RedisRelay<E> = {
  /** Settles once the subscription is active: events sent before that are not heard. */
  ready: Promise<void>;
  send: (event: E) => void;
  close: () => Promise<void>;
};

/**
 * One Redis channel shared by every API instance: `send` publishes an event with this
 * instance's origin; every other instance hands what it hears to `onEvent`. Two connections (a
 * subscribed connection cannot publish); ioredis reconnects and re-subscribes by itself.
 */
export function createRedisRelay<E>(options: RedisRelayOptions<E>): RedisRelay<E> {
  const { channel, label } = options;
  const origin = randomUUID();
  const publisher = new Redis(options.url, { lazyConnect: false });
  const subscriber = new Redis(options.url, { lazyConnect: false });
  const warn = (msg: string) => (err: unknown) => options.logger?.warn({ err, channel }, msg);
  // Without listeners ioredis prints every connection error; it reconnects by itself.
  publisher.on('error', warn(`redis ${label} publisher error`));
  subscriber.on('error', warn(`redis ${label} subscriber error`));

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw, options.schema);
    if (!message) {
      options.logger?.warn({ channel }, `ignored a malformed ${label} from redis`);
      return;
    }
    if (message.origin !== origin) options.onEvent(message.event);
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(warn(`redis ${label} subscription failed`));

  return {
    ready,
    send(event) {
      publisher
        .publish(channel, JSON.stringify({ origin, event }))
        .catch(warn(`redis ${label} publish failed`));
    },
    async close() {
      await Promise.allSettled([closeConnection(subscriber), closeConnection(publisher)]);
    },
  };
}

function parseMessage<E>(raw: string, schema: z.ZodType<E>): { origin: string; event: E } | null {
  try {
    const value = JSON.parse(raw) as { origin?: unknown; event?: unknown };
    if (typeof value.origin !== 'string') return null;
    const event = schema.safeParse(value.event);
    return event.success ? { origin: value.origin, event: event.data } : null;
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
