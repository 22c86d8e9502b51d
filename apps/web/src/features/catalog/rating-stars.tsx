import { roundRatingToHalf } from '@marketplace/domain/catalog/display';
import { Star, StarHalf } from '@/features/ui/icons';

const STARS = [1, 2, 3, 4, 5] as const;
const FILLED = 'fill-amber-400 text-amber-500';

/**
 * Five stars filled to the rating at half-star precision (spec 02 §9), drawn only: the caller
 * says the rating in words. A half star is the outline with its filled left half over it.
 */
export function RatingStars({
  rating,
  className = 'size-4',
}: {
  rating: number;
  className?: string;
}) {
  const shown = roundRatingToHalf(rating);
  return (
    <span aria-hidden className="inline-flex items-center gap-0.5" data-rating={shown}>
      {STARS.map((star) => {
        if (star <= shown) return <Star key={star} className={`${className} ${FILLED}`} />;
        if (star - 0.5 === shown) {
          return (
            <span key={star} className="relative inline-flex">
              <Star className={`${className} text-ink-muted`} />
              <StarHalf className={`absolute inset-0 ${className} ${FILLED} rtl:-scale-x-100`} />
            </span>
          );
        }
        return <Star key={star} className={`${className} text-ink-muted`} />;
      })}
    </span>
  );
}
