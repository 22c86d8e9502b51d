import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import { type CacheRegistry, createCacheRegistry } from './cache-registry';
import { createKnownGuests, type KnownGuests } from './known-guests';
import { createLocalOrderEventBus, type OrderEventBus } from './order-event-bus';
import { createRedisOrderEventBus } from './redis-order-event-bus';

/**
 * What the features share inside one app instance: the read caches, the order (and trip)
 * status event bus, and the guest ids known to exist. Built once per app by buildApp and
 * handed to the features in their deps; apps that share a process (tests) share nothing.
 */
export type AppServices = {
  caches: CacheRegistry;
  orderEvents: OrderEventBus;
  knownGuests: KnownGuests;
};

export type AppServicesHandle = AppServices & { close: () => Promise<void> };

export type AppServicesOptions = {
  env: Pick<Env, 'REDIS_URL'>;
  logger: FastifyBaseLogger;
};

export function createAppServices({ env, logger }: AppServicesOptions): AppServicesHandle {
  const caches = createCacheRegistry();
  const knownGuests = createKnownGuests();
  if (!env.REDIS_URL) {
    return {
      caches,
      knownGuests,
      orderEvents: createLocalOrderEventBus(),
      close: async () => {},
    };
  }
  // With REDIS_URL a status change on any instance reaches tracking streams held by every other.
  const bus = createRedisOrderEventBus({ url: env.REDIS_URL, logger });
  logger.info('order events fan out through redis');
  return { caches, knownGuests, orderEvents: bus, close: () => bus.close() };
}
