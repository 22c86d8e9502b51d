import { z } from 'zod';
import { idQuery } from './paging';

/**
 * The built-in demo gateway (ARCHITECTURE "External services"): a payment page outside /api/v1
 * at `/payment/demo/{token}` with Approve and Decline, and a signed callback to
 * `POST /api/v1/payment/demo/callback`, like a third-party gateway's webhook.
 */

/** The capability in the payment page URL: random, URL-safe, never a sequence. */
export const PaymentTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'token is not a payment token' });

export const PaymentTokenParamsSchema = z.object({ token: PaymentTokenSchema });
export type PaymentTokenParams = z.infer<typeof PaymentTokenParamsSchema>;

export const DemoPaymentOutcomeSchema = z.enum(['approved', 'declined'], {
  error: "outcome must be 'approved' or 'declined'",
});
export type DemoPaymentOutcome = z.infer<typeof DemoPaymentOutcomeSchema>;

/** What the customer chose on the payment page (the path's last segment). */
export const DemoPaymentDecisionParamsSchema = PaymentTokenParamsSchema.extend({
  decision: z.enum(['approve', 'decline'], { error: "decision must be 'approve' or 'decline'" }),
});
export type DemoPaymentDecisionParams = z.infer<typeof DemoPaymentDecisionParamsSchema>;

/**
 * The header carrying the callback's signature: lowercase hex HMAC-SHA256 of the raw JSON body,
 * keyed with PAYMENT_DEMO_SECRET.
 */
export const DEMO_PAYMENT_SIGNATURE_HEADER = 'x-demo-signature';

/** POST /payment/demo/callback: what the gateway reports; the API trusts it only when signed. */
export const DemoPaymentCallbackBodySchema = z.object({
  token: PaymentTokenSchema,
  outcome: DemoPaymentOutcomeSchema,
  /** When the gateway decided (ISO 8601); informational, part of the signed bytes. */
  decided_at: z.iso.datetime({ offset: true }),
});
export type DemoPaymentCallbackBody = z.infer<typeof DemoPaymentCallbackBodySchema>;

/** Where the customer's browser ends: the storefront's confirmation page. */
export const OrderConfirmationStatusSchema = z.enum(['success', 'fail']);
export type OrderConfirmationStatus = z.infer<typeof OrderConfirmationStatusSchema>;

/** `/order-confirmation?order_id=&status=success|fail` on the storefront. */
export const OrderConfirmationQuerySchema = z.object({
  order_id: idQuery('order_id'),
  status: OrderConfirmationStatusSchema,
});
export type OrderConfirmationQuery = z.infer<typeof OrderConfirmationQuerySchema>;

/**
 * The callback's answer. A replayed callback answers the payment's recorded outcome with
 * `changed: false` (the first one wins; nothing moves twice).
 */
export const DemoPaymentCallbackResponseSchema = z.object({
  /** The order paid for; null when the payment is a rental trip's (then trip_id is set). */
  order_id: z.number().int().nullable(),
  trip_id: z.number().int().optional(),
  payment_status: z.enum(['pending', 'approved', 'declined']),
  order_status: z.string(),
  changed: z.boolean(),
  redirect_url: z.string().url(),
});
export type DemoPaymentCallbackResponse = z.infer<typeof DemoPaymentCallbackResponseSchema>;
