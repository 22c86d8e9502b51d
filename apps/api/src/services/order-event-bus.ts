import { EventEmitter } from 'node:events';

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
 * One per app instance (services/app-services.ts): in one process an EventEmitter is enough;
 * with several API processes the bus also sends each event to the others (same interface).
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
