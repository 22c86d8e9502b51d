/** What decides a referral reward when a referred customer's order is completed. */
export type ReferralRewardInput = {
  /** Config flags: referral earnings need both (spec 01 §5 shows the refer code only then). */
  isReferralOn: boolean;
  isWalletOn: boolean;
  /** Config `ref_earning_exchange_rate`, in minor units: what one referral earns. */
  rewardPerReferral: number;
  /** The referee signed up with a code (`users.ref_by`) of a referrer who is still active. */
  hasActiveReferrer: boolean;
  /** A reward was already granted for this referee (their first order was completed before). */
  isAlreadyRewarded: boolean;
};

/**
 * Issue 14 referral: a customer who signs up with a code and completes a first order earns the
 * referrer the configured reward, once. Returns the minor units to credit, 0 when none is due.
 */
export function getReferralReward(input: ReferralRewardInput): number {
  if (!input.isReferralOn || !input.isWalletOn) return 0;
  if (!input.hasActiveReferrer || input.isAlreadyRewarded) return 0;
  return Math.max(0, Math.floor(input.rewardPerReferral));
}
