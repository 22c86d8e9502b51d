import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contract/orders';
import { IdParamsSchema } from '@marketplace/contract/rental-catalog';
import { RENTAL_PATHS } from '@marketplace/contract/rental-paths';
import {
  OperatorTripStatusBodySchema,
  TripBookedSchema,
  TripBookingBodySchema,
  TripCancelBodySchema,
  TripCanceledSchema,
  TripIdQuerySchema,
  TripListParamsSchema,
  TripListQuerySchema,
  TripListSchema,
  TripPaymentBodySchema,
  TripPaymentSchema,
  TripQuoteSchema,
  TripSchema,
  TripStatusEventSchema,
} from '@marketplace/contract/trips';
import { isTripRunning } from '@marketplace/domain/rental/trip-status';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { AppError } from '../../errors/app-error';
import { createMapsProvider } from '../geo/create-maps-provider';
import type { EventStream } from '../order-tracking/event-stream';
import { isOperatorKey } from '../order-tracking/operator-key';
import { readIdempotencyKey } from '../orders/orders.routes';
import type { RentalDeps } from './rental-cart.service';
import { bookTrip, quoteTrip } from './trip-booking';
import { streamTripStatus } from './trip-stream';
import { transitionTrip } from './trip-transition';
import { cancelTrip, getTripDetails, listTrips, payTrip } from './trips.service';

const TAGS = ['rental trips'];
const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema.extend({ status: z.string().optional() }),
  422: ErrorEnvelopeSchema,
};

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
    app.post(
      RENTAL_PATHS.tripQuote,
      {
        schema: {
          tags: TAGS,
          body: TripBookingBodySchema,
          response: { 200: TripQuoteSchema, ...errors },
        },
      },
      (request) => quoteTrip(deps, request.ctx, request.body),
    );
    app.post(
      RENTAL_PATHS.tripBooking,
      {
        schema: {
          tags: TAGS,
          body: TripBookingBodySchema,
          response: { 200: TripBookedSchema, ...errors },
        },
      },
      (request) =>
        bookTrip(deps, request.ctx, {
          body: request.body,
          idempotencyKey: readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        }),
    );
    app.get(
      RENTAL_PATHS.tripList,
      {
        schema: {
          tags: TAGS,
          params: TripListParamsSchema,
          querystring: TripListQuerySchema,
          response: { 200: TripListSchema, ...errors },
        },
      },
      (request) => listTrips(deps, request.ctx, request.params.filter, request.query),
    );
    app.get(
      RENTAL_PATHS.tripDetails,
      {
        schema: {
          tags: TAGS,
          querystring: TripIdQuerySchema,
          response: { 200: TripSchema, ...errors },
        },
      },
      (request) => getTripDetails(deps, request.ctx, request.query.trip_id),
    );
    app.put(
      RENTAL_PATHS.cancelTrip,
      {
        schema: {
          tags: TAGS,
          body: TripCancelBodySchema,
          response: { 200: TripCanceledSchema, ...errors },
        },
      },
      (request) => cancelTrip(deps, request.ctx, request.body),
    );
    app.post(
      RENTAL_PATHS.tripPayment,
      {
        schema: {
          tags: TAGS,
          body: TripPaymentBodySchema,
          response: { 200: TripPaymentSchema, ...errors },
        },
      },
      (request) => payTrip(deps, request.ctx, request.body.trip_id),
    );
    app.get(
      RENTAL_PATHS.tripStream,
      {
        schema: {
          tags: TAGS,
          description: 'text/event-stream of `status` events (TripStatusEventSchema).',
          querystring: TripIdQuerySchema,
          response: {
            401: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
            422: ErrorEnvelopeSchema,
          },
        },
      },
      (request, reply) =>
        streamTripStatus(deps.db, request.ctx, request.query.trip_id, reply, {
          heartbeatMs,
          retryMs,
          open,
        }),
    );
    app.put(
      RENTAL_PATHS.operatorTripStatus,
      {
        schema: {
          tags: ['operator'],
          params: IdParamsSchema,
          body: OperatorTripStatusBodySchema,
          response: { 200: TripStatusEventSchema, ...errors },
        },
        onRequest: async (request) => {
          const key = deps.env.OPERATOR_KEY;
          if (!key) throw new AppError(403, 'operator', 'operator endpoint disabled');
          const header = request.headers[OPERATOR_KEY_HEADER];
          if (!isOperatorKey(key, typeof header === 'string' ? header : undefined)) {
            throw new AppError(401, 'operator', 'Invalid operator key');
          }
        },
      },
      async (request) => {
        const trip = await transitionTrip(deps.db, request.params.id, request.body.status);
        return {
          trip_id: trip.id,
          status: trip.status,
          status_times: trip.statusTimes as Record<string, string>,
          is_running: isTripRunning(trip.status),
        };
      },
    );
  };
}
