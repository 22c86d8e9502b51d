import type { CustomerCoupon } from '@marketplace/contract/coupons';
import { type CurrencyFormat, formatAmount } from '@marketplace/domain/money/format-amount';
import type { Translate } from '@/features/i18n/translate';

/** What the coupon takes off: '50% off, up to $15.00', '$5.00 off' or 'Free delivery'. */
export function describeCouponValue(
  coupon: Pick<CustomerCoupon, 'coupon_type' | 'discount_type' | 'discount' | 'max_discount'>,
  currency: CurrencyFormat,
  t: Translate,
): string {
  if (coupon.coupon_type === 'free_delivery') return t('coupons.freeDelivery');
  if (coupon.discount_type === 'amount') {
    return t('coupons.amountOff', { amount: formatAmount(coupon.discount, currency) });
  }
  const off = t('coupons.percentOff', { value: String(coupon.discount) });
  return coupon.max_discount > 0
    ? `${off}, ${t('coupons.upTo', { amount: formatAmount(coupon.max_discount, currency) })}`
    : off;
}

/** A calendar date ('2030-01-31') in the reader's language; the date itself on failure. */
export function formatCalendarDate(date: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  } catch {
    return date;
  }
}

/** The coupon's rules, one line each: minimum purchase, where, first order, uses left, until. */
export function describeCouponRules(
  coupon: CustomerCoupon,
  currency: CurrencyFormat,
  locale: string,
  t: Translate,
): string[] {
  const rules = [
    coupon.min_purchase > 0
      ? t('coupons.minPurchase', { amount: formatAmount(coupon.min_purchase, currency) })
      : t('coupons.noMinimum'),
  ];
  if (coupon.stores.length > 0) {
    rules.push(t('coupons.onlyAt', { stores: coupon.stores.map((s) => s.name).join(', ') }));
  }
  if (coupon.coupon_type === 'first_order') rules.push(t('coupons.firstOrder'));
  if (coupon.uses_left !== null) rules.push(t('coupons.usesLeft', { count: coupon.uses_left }));
  rules.push(t('coupons.validUntil', { date: formatCalendarDate(coupon.expire_date, locale) }));
  return rules;
}
