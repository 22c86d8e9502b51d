import { z } from 'zod';
import { AmountSchema } from './flags';

/** What a problem's wording needs besides its code. */
export const CheckoutProblemParamsSchema = z.object({
  /** The line's item name. */
  item: z.string().optional(),
  /** Items left in stock (item_out_of_stock) or the most one order may hold (item_max_quantity). */
  count: z.number().int().optional(),
  /**
   * Major units: the store's minimum order (minimum_order), or how much more the order needs
   * before the coupon applies (coupon_min_purchase).
   */
  amount: AmountSchema.optional(),
  /** The coupon's code (coupon_min_purchase). */
  coupon: z.string().optional(),
});
export type CheckoutProblemParams = z.infer<typeof CheckoutProblemParamsSchema>;

/** `field` names the choice to change; `code` is a CheckoutProblemCode (a string on the wire). */
export const CheckoutProblemSchema = z.object({
  code: z.string(),
  field: z.string(),
  message: z.string(),
  params: CheckoutProblemParamsSchema.optional(),
});
export type CheckoutProblem = z.infer<typeof CheckoutProblemSchema>;
