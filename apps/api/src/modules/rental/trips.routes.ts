import {
  cancelTrip as cancelEntry,
  operatorTripStatus,
  tripBooking,
  tripDetails,
  tripList,
  tripPayment,
  tripQuote,
  tripReviewAdd,
  tripStream,
} from '@marketplace/contract/endpoints/trips';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contract/orders';
import { TripIdQuerySchema } from '@marketplace/contract/trips';
import { isTripRunning } from '@marketplace/domain/rental/trip-status';
import type { App, AppDeps } from '../../app-types';
import type { EventStream } from '../../lib/event-stream';
import { readIdempotencyKey } from '../../lib/idempotency';
import { requireOperatorKey } from '../../lib/operator-key';
import { route } from '../../lib/route';
import { createMapsProvider } from '../geo/create-maps-provider';
import type { RentalDeps } from './rental-cart.service';
import { bookTrip, quoteTrip } from './trip-booking';
import { streamTripStatus } from './trip-stream';
import { transitionTrip } from './trip-transition';
import { cancelTrip, getTripDetails, listTrips, payTrip, reviewTrip } from './trips.service';

/** Booking, the caller's trips, cancel, pay, live status; and the operator's status moves. */
export function tripRoutes(
  appDeps: AppDeps,
  { heartbeatMs = 15_000, retryMs = 3_000 }: { heartbeatMs?: number; retryMs?: number } = {},
) {
  const deps: RentalDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  return async (app: App) => {
    const open = new Set<EventStream>();
    app.addHook('preClose', async () => {
      for (const stream of open) stream.close();
    });
    await route(app, tripQuote, (request) => quoteTrip(deps, request.ctx, request.body));
    await route(app, tripBooking, (request) =>
      bookTrip(deps, request.ctx, {
        body: request.body,
        idempotencyKey: readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
      }),
    );
    await route(app, tripList, (request) =>
      listTrips(deps, request.ctx, request.params.filter, request.query),
    );
    await route(app, tripDetails, (request) =>
      getTripDetails(deps, request.ctx, request.query.trip_id),
    );
    await route(app, cancelEntry, (request) => cancelTrip(deps, request.ctx, request.body));
    await route(app, tripPayment, (request) => payTrip(deps, request.ctx, request.body.trip_id));
    await route(app, tripReviewAdd, (request) => reviewTrip(deps, request.ctx, request.body));
    // A stream, not JSON: the entry gives the path; the answer is described, not serialised.
    app.get(
      tripStream.path,
      {
        schema: {
          tags: [...tripStream.tags],
          description: 'text/event-stream of `status` events (TripStatusEventSchema).',
          querystring: TripIdQuerySchema,
          response: Object.fromEntries(
            tripStream.errors.map((status) => [status, ErrorEnvelopeSchema]),
          ),
        },
      },
      (request, reply) =>
        streamTripStatus(deps, request.ctx, request.query.trip_id, reply, {
          heartbeatMs,
          retryMs,
          open,
        }),
    );
    await route(
      app,
      operatorTripStatus,
      async (request) => {
        const trip = await transitionTrip(deps, request.params.id, request.body.status);
        return {
          trip_id: trip.id,
          status: trip.status,
          status_times: trip.statusTimes as Record<string, string>,
          is_running: isTripRunning(trip.status),
        };
      },
      { onRequest: requireOperatorKey(deps.env) },
    );
  };
}
