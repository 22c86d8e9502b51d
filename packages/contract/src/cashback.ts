import { z } from 'zod';
import { AmountSchema } from './flags';

/*
 * Cashback (spec 02 path catalogue: promotions cashback/list and getCashback; issue 15): offers
 * that put part of a delivered order's total back into the customer's wallet.
 */

/** One offer: `cashback_amount` is major units (amount) or a percentage (percent). */
export const CashbackOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cashback_type: z.enum(['amount', 'percent']),
  cashback_amount: z.number(),
  min_purchase: AmountSchema,
  /** The most a percent offer pays; 0 means no cap. */
  max_discount: AmountSchema,
  start_date: z.string(),
  end_date: z.string(),
  /** How many times one customer may earn it; null means no limit. */
  same_user_limit: z.number().int().nullable(),
});
export type CashbackOffer = z.infer<typeof CashbackOfferSchema>;

/** GET /cashback/list: the offers running today. */
export const CashbackListSchema = z.array(CashbackOfferSchema);
export type CashbackList = z.infer<typeof CashbackListSchema>;

/** GET /getCashback?amount=: what an order total would earn on delivery. */
export const CashbackQuerySchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number' })
    .min(0, { error: 'amount must be 0 or more' })
    .max(100_000_000, { error: 'amount is too large' }),
});
export type CashbackQuery = z.input<typeof CashbackQuerySchema>;

export const CashbackPreviewSchema = z.object({
  /** Major units credited to the wallet when the order is delivered; 0 when none applies. */
  cashback: AmountSchema,
  offer: CashbackOfferSchema.nullable(),
});
export type CashbackPreview = z.infer<typeof CashbackPreviewSchema>;
