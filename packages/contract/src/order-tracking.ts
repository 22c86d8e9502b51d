import { ORDER_STATUSES } from '@marketplace/domain/orders/order-status';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from './errors';
import { ORDER_LOOKUP_REQUIRED_MESSAGE, OrderReferenceSchema } from './order-reference';
import { idQuery } from './paging';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

/**
 * GET /customer/order/track/stream: the same caller and ownership rule as /customer/order/track
 * (a customer's own order, or a guest proving it with the reference and contact number, under
 * the same attempt limits). guest_id travels in the query because EventSource cannot send
 * headers or bodies.
 */
export const OrderStatusStreamQuerySchema = z
  .object({
    order_reference: OrderReferenceSchema.optional(),
    order_id: idQuery('order_id').optional(),
    contact_number: z.string().trim().min(1).max(32).optional(),
    guest_id: z.string().optional(),
  })
  .refine((q) => q.order_reference !== undefined || q.order_id !== undefined, {
    path: ['order_reference'],
    error: ORDER_LOOKUP_REQUIRED_MESSAGE,
  });
export type OrderStatusStreamQuery = z.infer<typeof OrderStatusStreamQuerySchema>;

/** The SSE `event:` name of every status message (listen with addEventListener('status')). */
export const ORDER_STATUS_STREAM_EVENT = 'status';

/**
 * The `data:` of each status message, and the operator endpoint's answer: the current status and
 * when each status was reached (ISO 8601, keyed by status). The first message is the status at
 * connection time; one follows each change. When `is_running` is false the order will not move
 * on its own any more, so the page should close its EventSource (else it reconnects).
 */
export const OrderStatusEventSchema = z.object({
  order_id: z.number().int(),
  status: OrderStatusSchema,
  status_times: z.record(z.string(), z.string()),
  is_running: z.boolean(),
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>;

/** The store operator's key, compared in constant time with OPERATOR_KEY. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** PUT /operator/orders/{id}/status. */
export const OperatorOrderParamsSchema = z.object({ id: idQuery('id') });
export type OperatorOrderParams = z.infer<typeof OperatorOrderParamsSchema>;

export const OperatorOrderStatusBodySchema = z.object({ status: OrderStatusSchema });
export type OperatorOrderStatusBody = z.infer<typeof OperatorOrderStatusBodySchema>;

/** A refused operator move (409) also says where the order is now. */
export const OperatorOrderConflictSchema = ErrorEnvelopeSchema.extend({
  status: z.string().optional(),
});
