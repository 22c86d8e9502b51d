import type { Store } from '@marketplace/contract/stores';
import { type CurrencyFormat, formatAmount } from '@marketplace/domain/money/format-amount';
import type { Translate } from '@/features/i18n/translate';

/** Distance in metres as '850 m' or '2.4 km'. */
export function formatDistance(metres: number, t: Translate): string {
  if (metres < 1000) return t('stores.distanceM', { value: Math.round(metres) });
  return t('stores.distanceKm', { value: (metres / 1000).toFixed(1) });
}

/** The discount's size: '10%' or '$3.00'. */
export function formatStoreDiscountValue(
  discount: NonNullable<Store['discount']>,
  currency: CurrencyFormat,
): string {
  return discount.discount_type === 'percent'
    ? `${discount.discount}%`
    : formatAmount(discount.discount, currency);
}

/** The store's running discount as one line ('10% off above $20.00, up to $5.00'). */
export function describeStoreDiscount(
  discount: NonNullable<Store['discount']>,
  currency: CurrencyFormat,
  t: Translate,
): string {
  const parts = [t('stores.discountOff', { value: formatStoreDiscountValue(discount, currency) })];
  if (discount.min_purchase > 0) {
    parts.push(t('stores.discountMin', { amount: formatAmount(discount.min_purchase, currency) }));
  }
  if (discount.discount_type === 'percent' && discount.max_discount > 0) {
    parts.push(t('stores.discountMax', { amount: formatAmount(discount.max_discount, currency) }));
  }
  return parts.join(' · ');
}
