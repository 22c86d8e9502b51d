import { endpoint } from '../endpoint';

const trips = () => import('../trips');
const TAGS = ['rental trips'];
const ERRORS = [401, 403, 404, 422];

async function tripSchemas() {
  const module = await trips();
  return { module, errorBodies: { 409: module.TripConflictSchema } };
}

/** POST /rental/user/trip/quote: the booking's price and problems; nothing saved. */
export const tripQuote = endpoint({
  method: 'POST',
  path: '/rental/user/trip/quote',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return { body: module.TripBookingBodySchema, response: module.TripQuoteSchema, errorBodies };
  },
});

/** POST /rental/user/trip/trip-booking (Idempotency-Key): books the caller's rental cart. */
export const tripBooking = endpoint({
  method: 'POST',
  path: '/rental/user/trip/trip-booking',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return { body: module.TripBookingBodySchema, response: module.TripBookedSchema, errorBodies };
  },
});

/** GET /rental/user/trip/get-trip-list/:filter (all, running, completed). */
export const tripList = endpoint({
  method: 'GET',
  path: '/rental/user/trip/get-trip-list/:filter',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return {
      params: module.TripListParamsSchema,
      query: module.TripListQuerySchema,
      response: module.TripListSchema,
      errorBodies,
    };
  },
});

/** GET /rental/user/trip/get-trip-details?trip_id=: another caller's trip is a 404. */
export const tripDetails = endpoint({
  method: 'GET',
  path: '/rental/user/trip/get-trip-details',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return { query: module.TripIdQuerySchema, response: module.TripSchema, errorBodies };
  },
});

/**
 * GET /rental/user/trip/track/stream?trip_id=: Server-Sent Events of `status`
 * (TripStatusEventSchema). Its success is a stream, not JSON: the API registers it by hand.
 */
export const tripStream = endpoint({
  method: 'GET',
  path: '/rental/user/trip/track/stream',
  tags: TAGS,
  errors: [401, 404, 422],
  schemas: async () => {
    const { TripIdQuerySchema, TripStatusEventSchema } = await trips();
    return { query: TripIdQuerySchema, response: TripStatusEventSchema };
  },
});

/** PUT /rental/user/trip/cancel-trip: while pending only (409 `trip_status`). */
export const cancelTrip = endpoint({
  method: 'PUT',
  path: '/rental/user/trip/cancel-trip',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return {
      body: module.TripCancelBodySchema,
      response: module.TripCanceledSchema,
      errorBodies,
    };
  },
});

/** POST /rental/user/trip/payment: a new demo-gateway link for a pending digital trip. */
export const tripPayment = endpoint({
  method: 'POST',
  path: '/rental/user/trip/payment',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return { body: module.TripPaymentBodySchema, response: module.TripPaymentSchema, errorBodies };
  },
});

/**
 * POST /rental/user/review/add: the caller rates a vehicle of one of their completed trips, once
 * (409 `review` after; 409 `trip_status` before completion; 422 `vehicle_id` off the trip).
 */
export const tripReviewAdd = endpoint({
  method: 'POST',
  path: '/rental/user/review/add',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await tripSchemas();
    return {
      body: module.TripReviewBodySchema,
      response: module.TripReviewedSchema,
      errorBodies,
    };
  },
});

/** PUT /operator/trips/:id/status (X-Operator-Key): the provider's operator moves a trip. */
export const operatorTripStatus = endpoint({
  method: 'PUT',
  path: '/operator/trips/:id/status',
  tags: ['operator'],
  errors: ERRORS,
  schemas: async () => {
    const [{ module, errorBodies }, { IdParamsSchema }] = await Promise.all([
      tripSchemas(),
      import('../rental-catalog'),
    ]);
    return {
      params: IdParamsSchema,
      body: module.OperatorTripStatusBodySchema,
      response: module.TripStatusEventSchema,
      errorBodies,
    };
  },
});
