/** A store's tax rate in percent: from 0 to 100, with at most two decimals (12.5, 7.25). */
export const STORE_TAX_MIN = 0;
export const STORE_TAX_MAX = 100;

export function isValidStoreTax(percent: number): boolean {
  return (
    Number.isFinite(percent) &&
    percent >= STORE_TAX_MIN &&
    percent <= STORE_TAX_MAX &&
    Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6
  );
}
