import { z } from 'zod';
import { AmountSchema } from './flags';
import { pagedSchema } from './paging';

/** What moved the wallet (spec 02 wallet card: payments, refunds, top-ups, conversions...). */
export const WalletTransactionTypeSchema = z.enum([
  'order_payment',
  'order_refund',
  'add_fund',
  'trip_payment',
  'trip_refund',
  'loyalty_point',
]);

/** One movement: `credit` or `debit` in major units, and the balance after it. */
export const WalletTransactionSchema = z.object({
  id: z.number().int(),
  transaction_type: WalletTransactionTypeSchema,
  credit: AmountSchema,
  debit: AmountSchema,
  balance: AmountSchema,
  order_id: z.number().int().nullable(),
  trip_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** GET /customer/wallet/transactions: paged `data`, newest first. */
export const WalletTransactionListSchema = pagedSchema('data', WalletTransactionSchema);
export type WalletTransactionList = z.infer<typeof WalletTransactionListSchema>;
