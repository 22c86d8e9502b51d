import type { StoreReview } from '@marketplace/contract/reviews';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import type { Translate } from '@/features/i18n/translate';
import { RatedStars } from './rated-stars';
import { ReviewPhotoList } from './review-photo-list';

type RowContext = { t: Translate; locale: string; timeZone: string };

/** Rows of the store's review list, rendered alike on the server (first page) and the client. */
export function StoreReviewRows({ reviews, ...context }: { reviews: StoreReview[] } & RowContext) {
  return reviews.map((review) => <StoreReviewRow key={review.id} review={review} {...context} />);
}

/** One review of the store's list: who, when (in the store's zone), the stars, what, photos. */
export function StoreReviewRow({
  review,
  t,
  locale,
  timeZone,
}: { review: StoreReview } & RowContext) {
  return (
    <li className="space-y-1 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.customer_name}</p>
        <time className="text-xs text-ink-muted" dateTime={review.created_at}>
          {formatInstant(review.created_at, { locale, timeZone })}
        </time>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <RatedStars rating={review.rating} t={t} />
        <span className="text-ink-muted">{review.item_name ?? t('reviews.ofStore')}</span>
      </p>
      {review.comment ? <p className="text-sm">{review.comment}</p> : null}
      <ReviewPhotoList urls={review.attachment_full_url} t={t} />
    </li>
  );
}
