'use client';

import type { OrderReviews } from '@marketplace/contract/reviews';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { type ReviewTarget, ReviewTargetForm } from './review-target-form';

/** The store first, then each item of the order: rate what is not rated yet. */
export function toReviewTargets(state: OrderReviews): ReviewTarget[] {
  return [
    {
      orderId: state.order_id,
      itemId: null,
      name: state.store.name,
      image: state.store.logo_full_url,
      review: state.store.review,
    },
    ...state.items.map((item) => ({
      orderId: state.order_id,
      itemId: item.item_id,
      name: item.name,
      image: item.image_full_url,
      review: item.review,
    })),
  ];
}

/** Opened from the order's details once it is delivered. */
export function OrderReviewDialog({
  open,
  onOpenChange,
  state,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: OrderReviews;
}) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reviews.dialogTitle', { id: state.order_id })}
      description={t('reviews.dialogHint')}
      size="lg"
    >
      <ul className="max-h-[70vh] divide-y divide-line overflow-y-auto">
        {toReviewTargets(state).map((target) => (
          <ReviewTargetForm key={target.itemId ?? 'store'} target={target} />
        ))}
      </ul>
    </AppDialog>
  );
}
