import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import { ALL_CACHES, type CacheRegistry, createCacheRegistry } from './cache-registry';
import {
  type ChatEventBus,
  ChatEventSchema,
  createLocalChatEventBus,
  DEFAULT_CHAT_EVENTS_CHANNEL,
} from './chat-event-bus';
import { type Clock, systemClock } from './clock';
import { decodeFanoutMessage, encodeFanoutMessage, type FanoutMessage } from './fanout-messages';
import { createKnownGuests, type KnownGuests } from './known-guests';
import { createLocalOrderEventBus, type OrderEventBus } from './order-event-bus';
import { createPostgresFanout } from './postgres-fanout';
import { createRedisOrderEventBus } from './redis-order-event-bus';
import { createRedisRelay } from './redis-relay';

/**
 * What the features share inside one app instance: the read caches, the order (and trip)
 * status event bus, and the guest ids known to exist. Built once per app by buildApp and
 * handed to the features in their deps; apps that share a process (tests) share nothing.
 */
export type AppServices = {
  caches: CacheRegistry;
  orderEvents: OrderEventBus;
  /** New chat messages, heard by whichever process holds the customer's stream. */
  chatEvents: ChatEventBus;
  knownGuests: KnownGuests;
  /** Where the business rules read the time (services/clock.ts). */
  clock: Clock;
};

export type AppServicesHandle = AppServices & {
  /** Settles once this instance hears the other API processes (at once without a database URL). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export type AppServicesOptions = {
  env: Pick<Env, 'REDIS_URL'>;
  logger: FastifyBaseLogger;
  /**
   * The database the API processes share: cache invalidations, and order events unless Redis
   * carries them, travel between processes over its LISTEN/NOTIFY. Without it, this process only.
   */
  databaseUrl?: string;
  /** The NOTIFY channel (tests isolate their apps with their own). */
  fanoutChannel?: string;
  /** The Redis channel of chat events (tests sharing one Redis isolate theirs). */
  chatChannel?: string;
  /** The real clock unless given (the e2e clock, only with the test routes on). */
  clock?: Clock;
};

/**
 * Cache invalidations travel through PostgreSQL: every API process shares the database, on one
 * machine or several. Order and chat events travel through it too, unless REDIS_URL names a
 * Redis that carries them instead (decisions 0014, 0032).
 */
export function createAppServices(options: AppServicesOptions): AppServicesHandle {
  const { env, logger, databaseUrl } = options;
  const origin = randomUUID();
  const knownGuests = createKnownGuests();
  const localChat = createLocalChatEventBus();
  const local = createLocalOrderEventBus();
  const redis = env.REDIS_URL ? createRedisOrderEventBus({ url: env.REDIS_URL, logger }) : null;
  const chatRelay = env.REDIS_URL
    ? createRedisRelay({
        url: env.REDIS_URL,
        channel: options.chatChannel ?? DEFAULT_CHAT_EVENTS_CHANNEL,
        schema: ChatEventSchema,
        onEvent: (event) => localChat.publish(event),
        label: 'chat-event',
        logger,
      })
    : null;
  if (redis) logger.info('order and chat events fan out through redis');

  const warn = (err: unknown, msg: string) => logger.warn({ err }, msg);
  let tell = (_message: FanoutMessage) => {};
  const caches = createCacheRegistry({
    broadcast: (namesOrTags) => tell({ origin, type: 'invalidate', namesOrTags: [...namesOrTags] }),
  });
  const heard = (raw: string) => {
    const message = decodeFanoutMessage(raw);
    if (!message) return warn(null, 'ignored a malformed fan-out message');
    if (message.origin === origin) return;
    if (message.type === 'invalidate') caches.invalidateLocally(message.namesOrTags);
    else if (message.type === 'chat-event') {
      if (!chatRelay) localChat.publish(message.event);
    } else if (!redis) local.publish(message.event);
  };
  const fanout = databaseUrl
    ? createPostgresFanout({
        url: databaseUrl,
        channel: options.fanoutChannel,
        onMessage: heard,
        // Invalidations sent while the listener was away were missed: start over.
        onReconnect: () => caches.invalidateLocally([ALL_CACHES]),
        logger,
      })
    : null;
  if (fanout) {
    tell = (message) => {
      fanout.send(encodeFanoutMessage(message)).catch((err) => warn(err, 'fan-out send failed'));
    };
  }

  const orderEvents: OrderEventBus = redis ?? {
    publish(event) {
      local.publish(event);
      tell({ origin, type: 'order-event', event });
    },
    subscribe: local.subscribe,
  };
  // Chat messages travel like order events: through Redis when configured, else PostgreSQL.
  const chatEvents: ChatEventBus = {
    publish(event) {
      localChat.publish(event);
      if (chatRelay) chatRelay.send(event);
      else tell({ origin, type: 'chat-event', event });
    },
    subscribe: localChat.subscribe,
  };
  return {
    caches,
    knownGuests,
    clock: options.clock ?? systemClock,
    orderEvents,
    chatEvents,
    // A listener that cannot connect yet keeps retrying; the app starts anyway.
    ready: Promise.all([fanout?.ready, redis?.ready, chatRelay?.ready]).then(
      () => undefined,
      () => undefined,
    ),
    async close() {
      await Promise.allSettled([fanout?.close(), redis?.close(), chatRelay?.close()]);
    },
  };
}
