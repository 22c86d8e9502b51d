import { z } from 'zod';
import { AmountSchema } from './flags';
import { pagedSchema } from './paging';

/** Spec 02 §8. */
export const POINT_TRANSFER_SUCCESS_MESSAGE = 'Point to wallet transfer successfully';
/** Ours (the contract gives the rule, not the wording). */
export const POINT_REQUIRED = 'Please enter the points to convert';
export const POINT_BELOW_MINIMUM = 'The minimum points to convert is {minimum}';
export const POINT_OVER_BALANCE = 'You do not have enough points';
export const POINT_WORTHLESS = 'These points are worth nothing yet';
export const LOYALTY_OFF_MESSAGE = 'Loyalty points are switched off';

export const LoyaltyPointTransactionSchema = z.object({
  id: z.number().int(),
  transaction_type: z.enum(['order_earn', 'wallet_transfer', 'admin_bonus']),
  credit: z.number().int(),
  debit: z.number().int(),
  balance: z.number().int(),
  /** Major units credited to the wallet by a transfer. */
  wallet_amount: AmountSchema.nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LoyaltyPointTransaction = z.infer<typeof LoyaltyPointTransactionSchema>;

/** GET /customer/loyalty-point/transactions: paged `data`, newest first. */
export const LoyaltyPointTransactionListSchema = pagedSchema('data', LoyaltyPointTransactionSchema);

/** POST /customer/loyalty-point/point-transfer. */
export const PointTransferBodySchema = z.object({
  point: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: POINT_REQUIRED })
      .int({ error: POINT_REQUIRED })
      .positive({ error: POINT_REQUIRED })
      .max(1_000_000_000, { error: POINT_OVER_BALANCE }),
  ),
});
export type PointTransferBody = z.input<typeof PointTransferBodySchema>;
