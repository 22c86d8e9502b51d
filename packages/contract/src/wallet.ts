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
  'referral_reward',
  'add_fund_bonus',
  'admin_bonus',
  'cashback',
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

/** Spec 02 §5 wallet top-up. */
export const AMOUNT_REQUIRED = 'Please Enter amount';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
/** Ours. */
export const PAYMENT_METHOD_UNAVAILABLE = 'This payment method is not available';
export const CALLBACK_NOT_ALLOWED = 'The callback must be a page of this storefront';
export const ADD_FUND_MAX = 100_000;
export const WALLET_OFF_MESSAGE = 'The wallet is switched off';

/** POST /customer/wallet/add-fund: the server pays through the gateway and credits on its callback. */
export const AddFundBodySchema = z.object({
  amount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: AMOUNT_REQUIRED })
      .finite({ error: AMOUNT_REQUIRED })
      .gt(0, { error: AMOUNT_REQUIRED })
      .max(ADD_FUND_MAX, { error: `The amount may be at most ${ADD_FUND_MAX}` }),
  ),
  payment_method: z
    .string({ error: PAYMENT_METHOD_REQUIRED })
    .trim()
    .min(1, { error: PAYMENT_METHOD_REQUIRED })
    .max(64, { error: PAYMENT_METHOD_UNAVAILABLE }),
  callback: z.string().trim().max(2048).nullable().optional(),
  payment_platform: z.string().trim().max(32).nullable().optional(),
});
export type AddFundBody = z.input<typeof AddFundBodySchema>;

export const AddFundResponseSchema = z.object({ redirect_link: z.string().url() });

/** A top-up bonus running today (amounts in major units; percent as a whole number). */
export const WalletBonusSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  bonus_type: z.enum(['percent', 'amount']),
  /** The percent for `percent`, major units for `amount`. */
  bonus_amount: z.number(),
  minimum_add_amount: AmountSchema,
  /** 0 means no cap. */
  maximum_bonus_amount: AmountSchema,
  start_date: z.string(),
  end_date: z.string(),
});
export type WalletBonus = z.infer<typeof WalletBonusSchema>;

/** GET /customer/wallet/bonuses: the bonuses running today, best minimum first. */
export const WalletBonusListSchema = z.array(WalletBonusSchema);
