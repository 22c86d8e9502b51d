import { z } from 'zod';
import { OrderSchema, PaymentMethodSchema } from './orders';
import { idQuery } from './paging';

/*
 * customer/order/payment-method (spec 02 path catalogue; issue 15): a pending order that is not
 * paid yet changes how it will be paid, e.g. an abandoned digital payment becomes cash.
 */

/** Spec 02 §8 wording. */
export const PAYMENT_INFO_UPDATED_MESSAGE = 'Payment info updated.';
/** Ours (the spec gives no wording for the refusals). */
export const PAYMENT_SWITCH_MESSAGES = {
  order_paid: 'This order is already paid',
  order_not_pending: 'The payment method can be changed only while the order is pending',
  same_method: 'The order is already set to this payment method',
} as const;

/** PUT /customer/order/payment-method. */
export const PaymentSwitchBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  order_id: idQuery('order_id'),
  payment_method: PaymentMethodSchema,
});
export type PaymentSwitchBody = z.input<typeof PaymentSwitchBodySchema>;

/** The order as it is now, and where to pay when the new method is a digital payment. */
export const PaymentSwitchedSchema = z.object({
  message: z.string(),
  order: OrderSchema,
  redirect_link: z.string().optional(),
});
export type PaymentSwitched = z.infer<typeof PaymentSwitchedSchema>;
