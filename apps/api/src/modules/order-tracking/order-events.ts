import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';

/**
 * What a tracking page needs to redraw: the order's (or rental trip's) status and when each
 * status was reached. Trips travel on the same bus with `kind: 'trip'` and their id in orderId.
 */
export type OrderStatusEvent = {
  orderId: number;
  status: string;
  statusTimes: Record<string, string>;
  kind?: StatusEventKind;
};

export type StatusEventKind = 'order' | 'trip';

/** The listener key of an order's or a trip's events. */
function topicOf(kind: StatusEventKind | undefined, id: number): string {
  return kind === 'trip' ? `trip:${id}` : String(id);
}

/**
 * Fan-out of order status changes to whichever process holds the customer's live connection.
 * In one process an EventEmitter is enough; with several API instances a Redis-backed bus
 * publishes on a channel every instance subscribes to (same interface).
 */
export type OrderEventBus = {
  publish: (event: OrderStatusEvent) => void;
  subscribe: (
    orderId: number,
    listener: (event: OrderStatusEvent) => void,
    kind?: StatusEventKind,
  ) => () => void;
};

export function createLocalOrderEventBus(): OrderEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit(topicOf(event.kind, event.orderId), event),
    subscribe(orderId, listener, kind) {
      const topic = topicOf(kind, orderId);
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
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
