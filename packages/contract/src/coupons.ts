import { z } from 'zod';
import { ErrorEntrySchema } from './errors';
import { MAX_ID } from './ids';
import { StoreCouponSchema } from './stores';

/*
 * The customer's coupons (API contract § Customer: GET /coupon/list, GET /coupon/apply; spec 02
 * §7 Rental: coupon/list). The rules are the checkout's (domain checkout/coupon-eligibility);
 * min_purchase is checked against the amount at checkout.
 */

/** A coupon the caller can use in the current module and zone, with its rules spelled out. */
export const CustomerCouponSchema = StoreCouponSchema.extend({
  /** store_wise: the stores (or rental providers) it is limited to that the caller can see. */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Uses allowed per customer; 0 means unlimited. */
  limit: z.number().int(),
  /** Uses the caller has left; null when unlimited. */
  uses_left: z.number().int().nullable(),
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

export const CouponListSchema = z.array(CustomerCouponSchema);
export type CouponList = z.infer<typeof CouponListSchema>;

const MAX_CODE = 100;

/** GET /coupon/apply?code=&store_id=: store_id is optional before a store is chosen. */
export const CouponApplyQuerySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, { error: 'code is required' })
    .max(MAX_CODE, { error: `code is at most ${MAX_CODE} characters` }),
  store_id: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'store_id must be a positive whole number' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, { error: `store_id must be between 1 and ${MAX_ID}` })
    .optional(),
});
export type CouponApplyQuery = z.input<typeof CouponApplyQuerySchema>;

/**
 * A 422 of coupon/apply. When the coupon exists but does not apply, `reason` is the domain's code
 * (coupon_expired, coupon_other_store, ...), so a client words it in its own language; a request
 * that fails validation has the plain envelope.
 */
export const CouponRefusedSchema = z.object({
  errors: z.array(ErrorEntrySchema),
  reason: z.string().optional(),
});
export type CouponRefused = z.infer<typeof CouponRefusedSchema>;

export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found';
