import type { Translate } from '@/features/i18n/translate';

/**
 * The domain builds the badge text ('N% OFF', '<amount> OFF'); the word "OFF" is translated here
 * so the rule (percent or amount, how it is written) stays in one place.
 */
export function localizeDiscountBadge(badge: string | null, t: Translate): string | null {
  if (!badge) return null;
  return t('catalog.discountOff', { value: badge.replace(/\s*OFF$/, '') });
}
