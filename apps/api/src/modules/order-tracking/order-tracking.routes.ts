import { orderStatusStream } from '@marketplace/contract/endpoints/orders';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  ORDER_STATUS_STREAM_EVENT,
  OrderStatusStreamQuerySchema,
} from '@marketplace/contract/order-tracking';
import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import type { App, AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { type EventStream, openEventStream } from '../../lib/event-stream';
import type { OrderStatusEvent } from '../../services/order-event-bus';
import { resolveGuestOrCustomer } from '../auth/caller';
import { findTrackableOrder } from '../orders/find-trackable-order';
import { toWireOrderStatusEvent } from './order-status-event';
import { selectOrderStatus } from './order-tracking.repository';

export type OrderTrackingRouteOptions = { heartbeatMs?: number; retryMs?: number };

/**
 * GET /customer/order/track/stream: live status over Server-Sent Events. Same caller and
 * ownership as /customer/order/track (404 `order` otherwise); then `event: status` with the
 * current status, one per change heard on the order event bus (any instance's, with Redis), and
 * a heartbeat comment every 15 s. Open streams end when the app closes.
 */
export function orderTrackingRoutes(
  deps: AppDeps,
  { heartbeatMs = 15_000, retryMs = 3_000 }: OrderTrackingRouteOptions = {},
) {
  return async (app: App) => {
    const open = new Set<EventStream>();
    app.addHook('preClose', async () => {
      for (const stream of open) stream.close();
    });

    // A stream, not JSON: the entry gives the path; the answer is described, not serialised.
    app.get(
      orderStatusStream.path,
      {
        schema: {
          tags: [...orderStatusStream.tags],
          description:
            'text/event-stream of `status` events (OrderStatusEventSchema), one now and one per change.',
          querystring: OrderStatusStreamQuerySchema,
          response: Object.fromEntries(
            orderStatusStream.errors.map((status) => [status, ErrorEnvelopeSchema]),
          ),
        },
      },
      async (request, reply) => {
        const { db, orderEvents } = deps;
        const caller = await resolveGuestOrCustomer(deps, request.ctx);
        const query = request.query;
        // The same rule and attempt limits as /customer/order/track: who may watch which order.
        const found = await findTrackableOrder(
          { db, limiter: app.attemptLimiter },
          caller,
          request.ip,
          {
            reference: query.order_reference,
            id: query.order_id,
            contactNumber: query.contact_number,
          },
        );
        if (!found) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
        const orderId = found.row.order.id;

        // Listen before reading, so a change between the read and the first message is not lost.
        const early: OrderStatusEvent[] = [];
        let deliver = (event: OrderStatusEvent) => {
          early.push(event);
        };
        const unsubscribe = orderEvents.subscribe(orderId, (event) => deliver(event));
        const order = await selectOrderStatus(db, orderId).catch((err) => {
          unsubscribe();
          throw err;
        });
        if (!order) {
          unsubscribe();
          throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
        }

        const stream = openEventStream(reply, { heartbeatMs, retryMs });
        open.add(stream);
        stream.onClose(() => {
          unsubscribe();
          open.delete(stream);
        });
        // Each move adds one status time and none is ever removed, so the count orders events:
        // an early or out-of-order event that is not newer than the last message is dropped.
        let sentProgress = -1;
        deliver = (event) => {
          const wire = toWireOrderStatusEvent(event);
          const progress = Object.keys(event.statusTimes).length;
          if (!wire || progress <= sentProgress) return;
          sentProgress = progress;
          stream.send(ORDER_STATUS_STREAM_EVENT, wire);
        };
        deliver({ orderId: order.id, status: order.status, statusTimes: order.statusTimes });
        for (const event of early.splice(0)) deliver(event);
      },
    );
  };
}
