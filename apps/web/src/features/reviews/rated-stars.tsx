import { RatingStars } from '@/features/catalog/rating-stars';
import type { Translate } from '@/features/i18n/translate';

/** A given rating, read only: the stars drawn, the count said to screen readers. */
export function RatedStars({ rating, t }: { rating: number; t: Translate }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">{t('reviews.stars', { count: rating })}</span>
      <RatingStars rating={rating} />
    </span>
  );
}
