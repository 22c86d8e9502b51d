import { REFERRAL_OFF_MESSAGE, type ReferralSummary } from '@marketplace/contract/referral';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectReferralSummary } from './referral.repository';

/** GET /customer/referral: 403 `referral` while referral earnings (or the wallet) are off. */
export async function getReferralSummary(
  { db, caches }: AppDeps,
  userId: number,
): Promise<ReferralSummary> {
  const settings = await getBusinessSettings({ db, caches });
  if (settings.ref_earning_status !== 1 || settings.customer_wallet_status !== 1) {
    throw new AppError(403, 'referral', REFERRAL_OFF_MESSAGE);
  }
  const money = createMoneyCodec(settings.digit_after_decimal_point);
  const summary = await selectReferralSummary(db, userId);
  return {
    ref_code: summary.refCode,
    reward_per_referral: money.toWire(settings.ref_earning_exchange_rate),
    referred_count: summary.referredCount,
    rewarded_count: summary.rewardedCount,
    earned_total: money.toWire(summary.earnedTotal),
  };
}
