import type { Discount } from './discount';

/**
 * Spec 01 §2 badge: 'N% OFF' for a percentage; the formatted amount and 'OFF' for an amount.
 * `formatMoney` turns minor units into the customer's currency text.
 */
export function buildDiscountBadge(
  discount: Discount,
  formatMoney: (minor: number) => string,
): string | null {
  if (discount.value <= 0) return null;
  if (discount.type === 'amount') return `${formatMoney(discount.value)} OFF`;
  const percent = discount.value / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0$/, '')}% OFF`;
}
