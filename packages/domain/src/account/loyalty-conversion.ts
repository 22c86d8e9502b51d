/** Why a point transfer is refused; null when it may go ahead. */
export type PointTransferProblem = 'below_minimum' | 'over_balance' | 'worthless';

/**
 * Spec 02 §2 "Convert to currency now": `exchangeRate` points make one major unit, so the wallet
 * receives floor(points × 10^digits / rate) minor units (rounding down: the business never pays
 * a fraction it did not promise).
 */
export function convertPointsToMinor(points: number, exchangeRate: number, digits: number): number {
  return Math.floor((points * 10 ** digits) / exchangeRate);
}

/** Contract: the transfer is at least the config's minimum and at most the balance. */
export function getPointTransferProblem(input: {
  points: number;
  balance: number;
  minimum: number;
  exchangeRate: number;
  digits: number;
}): PointTransferProblem | null {
  if (input.points < input.minimum) return 'below_minimum';
  if (input.points > input.balance) return 'over_balance';
  if (convertPointsToMinor(input.points, input.exchangeRate, input.digits) <= 0) return 'worthless';
  return null;
}
