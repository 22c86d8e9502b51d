import type { StoreCard as StoreCardAnswer } from '@marketplace/contract/stores';
import type { ReactNode } from 'react';
import { Rating } from '@/features/catalog/rating';
import type { Translate } from '@/features/i18n/translate';
import { Clock } from '@/features/ui/icons';

type StoreCardFactsProps = {
  store: Pick<StoreCardAnswer, 'avg_rating' | 'rating_count' | 'delivery_time'>;
  t: Translate;
  /** Facts of the caller's own after the rating and delivery time (distance, free delivery). */
  children?: ReactNode;
};

/** A store card's line of small facts: its rating (once rated) and its delivery time. */
export function StoreCardFacts({ store, t, children }: StoreCardFactsProps) {
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
      {store.rating_count > 0 ? (
        <Rating
          average={store.avg_rating}
          count={store.rating_count}
          t={t}
          className="text-xs text-ink"
        />
      ) : null}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-3.5" />
        {store.delivery_time}
      </span>
      {children}
    </div>
  );
}
