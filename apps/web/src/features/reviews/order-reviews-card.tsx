'use client';

import { Star } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { toReviewTargets } from './order-review-dialog';
import { useOrderReviews } from './use-order-reviews';

// The dialog and its forms load when the customer opens it.
const OrderReviewDialog = dynamic(() =>
  import('./order-review-dialog').then((m) => m.OrderReviewDialog),
);

/**
 * On a delivered order of a signed-in customer: how much is left to rate and the button that
 * opens the review dialog (`openAtStart` when the review reminder sent the customer here).
 */
export function OrderReviewsCard({
  orderId,
  isDelivered,
  openAtStart = false,
}: {
  orderId: number;
  isDelivered: boolean;
  openAtStart?: boolean;
}) {
  const t = useT();
  const reviews = useOrderReviews(orderId, isDelivered);
  const [isOpen, setIsOpen] = useState(openAtStart);
  if (!isDelivered) return null;
  if (reviews.isPending) return <Skeleton className="h-24 w-full" />;
  if (reviews.isError) {
    return (
      <RetryAlert
        className="space-y-2 rounded-xl border border-line p-4 text-sm"
        onRetry={() => void reviews.refetch()}
      >
        <p>{t('reviews.loadError')}</p>
      </RetryAlert>
    );
  }
  const state = reviews.data;
  const left = toReviewTargets(state).filter((target) => !target.review).length;
  return (
    <section className="space-y-3 rounded-xl border border-line p-4">
      <h2 className="flex items-center gap-2 text-base font-bold">
        <Star aria-hidden className="size-5 fill-amber-400 text-amber-500" />
        {t('reviews.cardTitle')}
      </h2>
      {state.reviews_enabled === 0 ? (
        <p className="text-sm text-ink-muted">{t('reviews.noPlan')}</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {left > 0 ? t('reviews.leftToRate', { count: left }) : t('reviews.allDone')}
          </p>
          <button
            type="button"
            className={buttonClass(left > 0 ? 'primary' : 'secondary', 'md', 'w-full')}
            onClick={() => setIsOpen(true)}
          >
            {left > 0 ? t('reviews.writeReview') : t('reviews.seeReviews')}
          </button>
        </>
      )}
      {isOpen && state.reviews_enabled === 1 ? (
        <OrderReviewDialog open onOpenChange={setIsOpen} state={state} />
      ) : null}
    </section>
  );
}
