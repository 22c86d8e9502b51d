/** A wallet top-up bonus as the business configures it (amounts in minor units). */
export type WalletBonusRule = {
  bonusType: 'percent' | 'amount';
  /** Whole percent for `percent`, minor units for `amount`. */
  bonusAmount: number;
  minimumAddAmount: number;
  /** 0 means no cap. */
  maximumBonusAmount: number;
};

/**
 * One bonus for a top-up of `topUp` minor units: nothing below its minimum; a percent bonus is
 * rounded down and capped at its maximum when that is above 0; an amount bonus is what it says.
 */
export function getWalletBonusAmount(rule: WalletBonusRule, topUp: number): number {
  if (topUp <= 0 || topUp < rule.minimumAddAmount) return 0;
  const raw =
    rule.bonusType === 'percent'
      ? Math.floor((topUp * rule.bonusAmount) / 100)
      : Math.floor(rule.bonusAmount);
  const capped = rule.maximumBonusAmount > 0 ? Math.min(raw, rule.maximumBonusAmount) : raw;
  return Math.max(0, capped);
}

/**
 * Issue 14 wallet bonuses: when several bonuses run at once the customer gets the one worth most
 * to them (never several stacked). Returns the index of that rule and its amount, or null.
 */
export function pickWalletBonus<T extends WalletBonusRule>(
  rules: readonly T[],
  topUp: number,
): { rule: T; amount: number } | null {
  let best: { rule: T; amount: number } | null = null;
  for (const rule of rules) {
    const amount = getWalletBonusAmount(rule, topUp);
    if (amount > 0 && (best === null || amount > best.amount)) best = { rule, amount };
  }
  return best;
}
