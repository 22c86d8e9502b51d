import { localizeDiscountBadge } from '@/features/catalog/discount-label';
import type { Translate } from '@/features/i18n/translate';
import { Leaf, ThumbsUp } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';
import { getBadgeKinds, type ItemMarks } from './item-marks';

const pill =
  'inline-flex min-w-0 max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold';

/** The veg (green) or non-veg (red) square-and-dot mark, named for screen readers. */
export function DietMark({ diet, t }: { diet: 'veg' | 'non_veg'; t: Translate }) {
  const label = diet === 'veg' ? t('catalog.veg') : t('catalog.nonVeg');
  const tone = diet === 'veg' ? 'border-green-700 text-green-700' : 'border-red-700 text-red-700';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={classNames(
        'inline-flex size-5 items-center justify-center rounded-sm border-2 bg-white',
        tone,
      )}
    >
      <span aria-hidden className="size-2 rounded-full bg-current" />
    </span>
  );
}

/**
 * Spec 01 §2 badges: discount ('N% OFF' / '<amount> OFF'), Organic, Halal (both flags), veg or
 * non-veg (toggle on and food), and Recommended on cards.
 */
export function ItemBadges({
  badge,
  marks,
  t,
  withRecommended = true,
  limit,
  className,
}: {
  badge: string | null;
  marks: ItemMarks;
  t: Translate;
  withRecommended?: boolean;
  /** Cards pass CARD_BADGE_LIMIT: at most two badges (issue 17 §10). */
  limit?: number;
  className?: string;
}) {
  const discount = localizeDiscountBadge(badge, t);
  const kinds = new Set(getBadgeKinds(Boolean(discount), marks, { withRecommended, limit }));
  if (kinds.size === 0) return null;
  return (
    <ul
      aria-label={t('catalog.badges')}
      className={classNames('flex flex-wrap items-center gap-1', className)}
    >
      {discount && kinds.has('discount') ? (
        <li className={classNames(pill, 'bg-red-700 text-white')}>{discount}</li>
      ) : null}
      {kinds.has('recommended') ? (
        <li className={classNames(pill, 'bg-amber-100 text-amber-900')}>
          <ThumbsUp aria-hidden className="size-3 shrink-0" />
          <span className="truncate">{t('catalog.recommended')}</span>
        </li>
      ) : null}
      {kinds.has('organic') ? (
        <li className={classNames(pill, 'bg-green-700 text-white')}>
          <Leaf aria-hidden className="size-3 shrink-0" />
          <span className="truncate">{t('catalog.organic')}</span>
        </li>
      ) : null}
      {kinds.has('halal') ? (
        <li className={classNames(pill, 'bg-emerald-900 text-white')}>{t('catalog.halal')}</li>
      ) : null}
      {marks.diet && kinds.has('diet') ? (
        <li className="inline-flex">
          <DietMark diet={marks.diet} t={t} />
        </li>
      ) : null}
    </ul>
  );
}
