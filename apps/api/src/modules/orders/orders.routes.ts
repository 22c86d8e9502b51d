import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeyHeaderSchema,
  OrderCancelBodySchema,
  OrderCanceledSchema,
  OrderDetailsSchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderPlaceBodySchema,
  OrderPlacedSchema,
  OrderQuoteSchema,
  OrderTrackQuerySchema,
  OrderTrackSchema,
} from '@marketplace/contract/orders';
import type { App, AppDeps } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import { createMapsProvider } from '../geo/create-maps-provider';
import type { OrdersDeps } from './checkout-request';
import { rememberOrderDatabase } from './order-event-queue';
import { cancelOrder, getOrderDetails, listOrders, trackOrder } from './orders.service';
import { placeOrder } from './place-order';
import { quoteOrder } from './quote-order';

const TAGS = ['orders'];
const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

export function readIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  const result = IdempotencyKeyHeaderSchema.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Idempotency-Key is invalid';
    throw ValidationError.field('Idempotency-Key', message);
  }
  return result.data;
}

/** Checkout (quote, place) and the caller's orders (guest or customer). */
export function orderRoutes(appDeps: AppDeps) {
  const deps: OrdersDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  rememberOrderDatabase(appDeps.db);
  return async (app: App) => {
    app.post(
      '/customer/order/quote',
      {
        schema: {
          tags: TAGS,
          body: OrderPlaceBodySchema,
          response: { 200: OrderQuoteSchema, ...errors },
        },
      },
      (request) => quoteOrder(deps, request.ctx, request.body),
    );
    app.post(
      '/customer/order/place',
      {
        schema: {
          tags: TAGS,
          body: OrderPlaceBodySchema,
          response: { 200: OrderPlacedSchema, ...errors },
        },
      },
      (request) =>
        placeOrder(deps, request.ctx, {
          body: request.body,
          idempotencyKey: readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        }),
    );
    app.get(
      '/customer/order/list',
      {
        schema: {
          tags: TAGS,
          querystring: OrderListQuerySchema,
          response: { 200: OrderListSchema, ...errors },
        },
      },
      (request) => listOrders(deps, request.ctx, request.query, { running: false }),
    );
    app.get(
      '/customer/order/running-orders',
      {
        schema: {
          tags: TAGS,
          querystring: OrderListQuerySchema,
          response: { 200: OrderListSchema, ...errors },
        },
      },
      (request) => listOrders(deps, request.ctx, request.query, { running: true }),
    );
    app.get(
      '/customer/order/details',
      {
        schema: {
          tags: TAGS,
          querystring: OrderIdQuerySchema,
          response: { 200: OrderDetailsSchema, ...errors },
        },
      },
      (request) => getOrderDetails(deps, request.ctx, request.query.order_id),
    );
    app.get(
      '/customer/order/track',
      {
        schema: {
          tags: TAGS,
          querystring: OrderTrackQuerySchema,
          response: { 200: OrderTrackSchema, ...errors },
        },
      },
      (request) => trackOrder(deps, request.ctx, request.query),
    );
    app.put(
      '/customer/order/cancel',
      {
        schema: {
          tags: TAGS,
          body: OrderCancelBodySchema,
          response: { 200: OrderCanceledSchema, ...errors },
        },
      },
      (request) => cancelOrder(deps, request.ctx, request.body),
    );
  };
}
