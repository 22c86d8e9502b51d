import { endpoint } from '../endpoint';

const orders = () => import('../orders');
const TAGS = ['orders'];
const ERRORS = [401, 403, 404, 409, 422];

/** POST /customer/order/quote: the server's numbers for these checkout choices; nothing saved. */
export const orderQuote = endpoint({
  method: 'POST',
  path: '/customer/order/quote',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderPlaceBodySchema, OrderQuoteSchema } = await orders();
    return { body: OrderPlaceBodySchema, response: OrderQuoteSchema };
  },
});

/** POST /customer/order/place, with an optional Idempotency-Key header per attempt. */
export const orderPlace = endpoint({
  method: 'POST',
  path: '/customer/order/place',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderPlaceBodySchema, OrderPlacedSchema } = await orders();
    return { body: OrderPlaceBodySchema, response: OrderPlacedSchema };
  },
});

/** GET /customer/order/list: the caller's past orders (1-based `offset` page). */
export const orderList = endpoint({
  method: 'GET',
  path: '/customer/order/list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderListQuerySchema, OrderListSchema } = await orders();
    return { query: OrderListQuerySchema, response: OrderListSchema };
  },
});

/** GET /customer/order/running-orders: the caller's orders still moving. */
export const runningOrders = endpoint({
  method: 'GET',
  path: '/customer/order/running-orders',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderListQuerySchema, OrderListSchema } = await orders();
    return { query: OrderListQuerySchema, response: OrderListSchema };
  },
});

/** GET /customer/order/details?order_id=: the order's lines as they were when placed. */
export const orderDetails = endpoint({
  method: 'GET',
  path: '/customer/order/details',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderIdQuerySchema, OrderDetailsSchema } = await orders();
    return { query: OrderIdQuerySchema, response: OrderDetailsSchema };
  },
});

/** GET /customer/order/track?order_id=[&contact_number=]: the order with its status times. */
export const orderTrack = endpoint({
  method: 'GET',
  path: '/customer/order/track',
  tags: TAGS,
  errors: [...ERRORS, 429],
  schemas: async () => {
    const { OrderTrackQuerySchema, OrderTrackSchema } = await orders();
    return { query: OrderTrackQuerySchema, response: OrderTrackSchema };
  },
});

/** PUT /customer/order/cancel: only while pending; the reason is required. */
export const orderCancel = endpoint({
  method: 'PUT',
  path: '/customer/order/cancel',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { OrderCancelBodySchema, OrderCanceledSchema } = await orders();
    return { body: OrderCancelBodySchema, response: OrderCanceledSchema };
  },
});

/**
 * GET /customer/order/track/stream?order_id=: Server-Sent Events of `status`
 * (OrderStatusEventSchema). Its success is a stream, not JSON: the API registers it by hand.
 */
export const orderStatusStream = endpoint({
  method: 'GET',
  path: '/customer/order/track/stream',
  tags: TAGS,
  errors: [401, 404, 422, 429],
  schemas: async () => {
    const { OrderStatusStreamQuerySchema, OrderStatusEventSchema } = await import(
      '../order-tracking'
    );
    return { query: OrderStatusStreamQuerySchema, response: OrderStatusEventSchema };
  },
});

/**
 * PUT /operator/orders/:id/status for the store operator's back-office tool (X-Operator-Key);
 * a refused move (409) also says where the order is now.
 */
export const operatorOrderStatus = endpoint({
  method: 'PUT',
  path: '/operator/orders/:id/status',
  tags: ['operator'],
  errors: [401, 403, 404, 422],
  schemas: async () => {
    const module = await import('../order-tracking');
    return {
      params: module.OperatorOrderParamsSchema,
      body: module.OperatorOrderStatusBodySchema,
      response: module.OrderStatusEventSchema,
      errorBodies: { 409: module.OperatorOrderConflictSchema },
    };
  },
});
