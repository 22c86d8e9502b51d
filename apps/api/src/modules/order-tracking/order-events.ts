import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';

/** What a tracking page needs to redraw: the order's status and when each status was reached. */
export type OrderStatusEvent = {
  orderId: number;
  status: string;
  statusTimes: Record<string, string>;
};

/**
 * Fan-out of order status changes to whichever process holds the customer's live connection.
 * In one process an EventEmitter is enough; with several API instances a Redis-backed bus
 * publishes on a channel every instance subscribes to (same interface).
 */
export type OrderEventBus = {
  publish: (event: OrderStatusEvent) => void;
  subscribe: (orderId: number, listener: (event: OrderStatusEvent) => void) => () => void;
};

export function createLocalOrderEventBus(): OrderEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit(String(event.orderId), event),
    subscribe(orderId, listener) {
      emitter.on(String(orderId), listener);
      return () => emitter.off(String(orderId), listener);
    },
  };
}

// One bus per database handle, like the read caches: tests open many apps in one process.
const buses = new WeakMap<Database, OrderEventBus>();

/**
 * Makes `bus` the one getOrderEventBus(db) answers (buildApp installs the Redis bus when
 * REDIS_URL is set); returns a function that uninstalls it if it is still the installed one.
 */
export function installOrderEventBus(db: Database, bus: OrderEventBus): () => void {
  buses.set(db, bus);
  return () => {
    if (buses.get(db) === bus) buses.delete(db);
  };
}

export function getOrderEventBus(db: Database): OrderEventBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createLocalOrderEventBus();
    buses.set(db, bus);
  }
  return bus;
}
