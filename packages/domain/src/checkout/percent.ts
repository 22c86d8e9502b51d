import type { MinorUnits } from '../money/minor-units';

/**
 * Every rate in checkout (coupon percent, store tax, zone delivery surcharge) is an integer number
 * of hundredths of a percent, as for item discounts (ADR 0003): 1250 = 12.5 %, 10_000 = 100 %.
 * Integers keep `amount × rate` exact, so each derived amount is rounded exactly once. The database
 * keeps tax and surcharge as decimal percents; convert them with `toHundredthsOfPercent` where they
 * are read.
 */
export type HundredthsOfPercent = number;

export const ONE_HUNDRED_PERCENT: HundredthsOfPercent = 10_000;

/** 12.5 (percent) → 1250. Digits beyond the hundredths of a percent are rounded away. */
export function toHundredthsOfPercent(percent: number): HundredthsOfPercent {
  return Number.isFinite(percent) ? Math.round(percent * 100) : 0;
}

/**
 * numerator / denominator rounded half up to a whole minor unit: the one rounding rule of
 * checkout. Inputs are non-negative, so "half up" and "half away from zero" agree.
 */
export function divideRounded(numerator: number, denominator: number): MinorUnits {
  return Math.round(numerator / denominator);
}

/** rate % of the amount, rounded half up to whole minor units; a negative rate counts as 0. */
export function calculatePercentOf(amount: MinorUnits, rate: HundredthsOfPercent): MinorUnits {
  if (amount <= 0 || rate <= 0) return 0;
  return divideRounded(amount * rate, ONE_HUNDRED_PERCENT);
}
