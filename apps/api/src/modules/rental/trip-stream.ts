import { TRIP_NOT_FOUND_MESSAGE, type TripStatusEvent } from '@marketplace/contract/trips';
import { isTripRunning, isTripStatus } from '@marketplace/domain/rental/trip-status';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { type EventStream, openEventStream } from '../../lib/event-stream';
import type { RequestContext } from '../../plugins/parse-request-context';
import type { OrderStatusEvent } from '../../services/order-event-bus';
import { resolveGuestOrCustomer } from '../auth/caller';
import { selectOwnedTrip } from './trips.repository';

export const TRIP_STATUS_STREAM_EVENT = 'status';

export function toWireTripEvent(event: OrderStatusEvent): TripStatusEvent | null {
  if (!isTripStatus(event.status)) return null;
  return {
    trip_id: event.orderId,
    status: event.status,
    status_times: event.statusTimes,
    is_running: isTripRunning(event.status),
  };
}

/**
 * GET /rental/user/trip/track/stream?trip_id=: the trip's status over Server-Sent Events, on the
 * same bus and stream mechanism as orders. Same ownership as trip details (404 otherwise); one
 * `status` now and one per change; events not newer than the last sent are dropped.
 */
export async function streamTripStatus(
  deps: Pick<AppDeps, 'db' | 'knownGuests' | 'orderEvents'>,
  ctx: RequestContext,
  tripId: number,
  reply: FastifyReply,
  options: { heartbeatMs: number; retryMs: number; open: Set<EventStream> },
): Promise<void> {
  const { db, orderEvents } = deps;
  const caller = await resolveGuestOrCustomer(deps, ctx);
  const early: OrderStatusEvent[] = [];
  let deliver = (event: OrderStatusEvent) => {
    early.push(event);
  };
  const unsubscribe = orderEvents.subscribe(tripId, (event) => deliver(event), 'trip');
  const trip = await selectOwnedTrip(db, caller, tripId).catch((err) => {
    unsubscribe();
    throw err;
  });
  if (!trip) {
    unsubscribe();
    throw new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);
  }
  const stream = openEventStream(reply, options);
  options.open.add(stream);
  stream.onClose(() => {
    unsubscribe();
    options.open.delete(stream);
  });
  let sentProgress = -1;
  deliver = (event) => {
    const wire = toWireTripEvent(event);
    const progress = Object.keys(event.statusTimes).length;
    if (!wire || progress <= sentProgress) return;
    sentProgress = progress;
    stream.send(TRIP_STATUS_STREAM_EVENT, wire);
  };
  deliver({
    kind: 'trip',
    orderId: trip.id,
    status: trip.status,
    statusTimes: trip.statusTimes as Record<string, string>,
  });
  for (const event of early.splice(0)) deliver(event);
}
