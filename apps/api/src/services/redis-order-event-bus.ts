import { z } from 'zod';
import { createLocalOrderEventBus, type OrderEventBus } from './order-event-bus';
import { createRedisRelay } from './redis-relay';

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

const OrderStatusEventSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  statusTimes: z.record(z.string(), z.string()),
  kind: z.enum(['order', 'trip']).optional(),
});

/**
 * Fan-out across API instances: each publish is delivered to this process's listeners at once
 * and sent on one Redis channel; every other instance relays what it hears to its own listeners
 * (messages this instance sent are skipped, so nothing is delivered twice). One channel for all
 * orders keeps subscribing synchronous (no window in which a new tracking connection misses an
 * event); every instance hears every status change, which is a few messages per order.
 */
export function createRedisOrderEventBus(options: RedisOrderEventBusOptions): RedisOrderEventBus {
  const local = createLocalOrderEventBus();
  const relay = createRedisRelay({
    url: options.url,
    channel: options.channel ?? DEFAULT_ORDER_EVENTS_CHANNEL,
    schema: OrderStatusEventSchema,
    onEvent: (event) => local.publish(event),
    label: 'order-event',
    logger: options.logger,
  });
  return {
    ready: relay.ready,
    publish(event) {
      local.publish(event);
      relay.send(event);
    },
    subscribe: local.subscribe,
    close: relay.close,
  };
}
