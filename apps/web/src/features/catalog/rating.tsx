import { formatRating } from '@marketplace/domain/catalog/display';
import type { Translate } from '@/features/i18n/translate';
import { Star } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';
import { RatingStars } from './rating-stars';

/**
 * Average rating with one decimal and the number of ratings (spec 01 §2, 02 §9); the detail views
 * (withReviewsLabel) draw five stars at half-star precision, cards one star.
 */
export function Rating({
  average,
  count,
  t,
  withReviewsLabel = false,
  className,
}: {
  average: number;
  count: number;
  t: Translate;
  /** The item view writes '{count} Reviews'; cards write '(count)'. */
  withReviewsLabel?: boolean;
  className?: string;
}) {
  const value = formatRating(average);
  return (
    <p className={classNames('flex items-center gap-1 text-sm', className)}>
      <span className="sr-only">{t('catalog.ratingLabel', { rating: value, count })}</span>
      {withReviewsLabel ? (
        <RatingStars rating={average} />
      ) : (
        <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      )}
      <span aria-hidden className="font-semibold">
        {value}
      </span>
      <span aria-hidden className="text-ink-muted">
        {withReviewsLabel ? t('catalog.reviewsCount', { count }) : `(${count})`}
      </span>
    </p>
  );
}
