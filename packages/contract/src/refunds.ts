import { z } from 'zod';
import { OrderSchema } from './orders';
import { idQuery } from './paging';

/*
 * Refunds (spec 02 path catalogue: customer/order/refund-reasons; issue 15): the reasons a
 * customer picks from, and a refund request on a delivered order (delivered → refund_requested).
 */

/** Ours (the spec gives no wording). */
export const REFUND_REQUESTED_MESSAGE = 'Refund request sent';
export const REFUND_NOT_ALLOWED_MESSAGE = 'A refund can be requested for a delivered order only';
export const REFUND_REASON_REQUIRED_MESSAGE = 'Please select a refund reason';

/** The reasons offered (ids are stable; `reason` is the English wording kept with the request). */
export const REFUND_REASONS = [
  { id: 1, reason: 'Items missing from the order' },
  { id: 2, reason: 'Wrong items delivered' },
  { id: 3, reason: 'Items damaged or spoiled' },
  { id: 4, reason: 'The order arrived too late' },
  { id: 5, reason: 'Other' },
] as const;

export const RefundReasonsSchema = z.object({
  refund_reasons: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type RefundReasons = z.infer<typeof RefundReasonsSchema>;

/** POST /customer/order/refund-request. */
export const RefundRequestBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  order_id: idQuery('order_id'),
  customer_reason: z
    .string({ error: REFUND_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REFUND_REASON_REQUIRED_MESSAGE })
    .max(255, { error: 'Must be at most 255 characters' }),
  customer_note: z
    .string()
    .trim()
    .max(1000, { error: 'Must be at most 1000 characters' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RefundRequestBody = z.input<typeof RefundRequestBodySchema>;

export const RefundRequestedSchema = z.object({ message: z.string(), order: OrderSchema });
export type RefundRequested = z.infer<typeof RefundRequestedSchema>;
