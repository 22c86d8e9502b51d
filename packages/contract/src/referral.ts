import { z } from 'zod';
import { AmountSchema } from './flags';

/** GET /customer/referral: the caller's code and what it has earned them. */
export const ReferralSummarySchema = z.object({
  ref_code: z.string(),
  /** Major units a referral earns (config ref_earning_exchange_rate). */
  reward_per_referral: AmountSchema,
  /** Customers who signed up with this code. */
  referred_count: z.number().int(),
  /** Of those, the ones whose first order was completed (each earned the reward once). */
  rewarded_count: z.number().int(),
  /** Major units earned in all. */
  earned_total: AmountSchema,
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

/** Ours: referral earnings are switched off (ref_earning_status or the wallet is 0). */
export const REFERRAL_OFF_MESSAGE = 'Referral earnings are switched off';
