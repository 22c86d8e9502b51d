'use client';

import type { MyOrderReview } from '@marketplace/contract/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showFormErrors } from '@/features/auth/server-errors';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { ReviewForm, ReviewReadOnly } from './review-form';
import { ReviewPhotoPicker } from './review-photo-picker';
import { ReviewPhotos } from './review-photos';
import { sendReview } from './reviews-api';
import { orderReviewsKey } from './use-order-reviews';

/** One thing to rate in an order (an item, or the store when itemId is null). */
export type ReviewTarget = {
  orderId: number;
  itemId: number | null;
  name: string;
  image: string;
  review: MyOrderReview;
};

/** Stars and a comment for one target; once reviewed, the customer's review read only. */
export function ReviewTargetForm({ target }: { target: ReviewTarget }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<File[]>([]);
  const legend = target.itemId === null ? t('reviews.rateStore') : t('reviews.rateItem');

  async function send({ rating, comment }: { rating: number; comment: string }) {
    try {
      await sendReview({
        order_id: target.orderId,
        item_id: target.itemId,
        rating,
        comment,
        ...(photos.length > 0 ? { attachment: photos } : {}),
      });
      notify('success', t('reviews.submitted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderReviewsKey(target.orderId) }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'reminder'] }),
      ]);
    } catch (failure) {
      showFormErrors(failure, t);
    }
  }

  return (
    <li className="flex gap-3 py-4" data-testid="review-target">
      <CatalogImage
        url={target.image}
        alt=""
        width={56}
        height={56}
        className="shrink-0 rounded-lg bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">{target.name}</p>
        {target.review ? (
          <>
            <ReviewReadOnly review={target.review} />
            <ReviewPhotos urls={target.review.attachment_full_url} />
          </>
        ) : (
          <ReviewForm
            legend={legend}
            commentHint={t('reviews.commentHint')}
            send={send}
            extra={<ReviewPhotoPicker files={photos} onChange={setPhotos} />}
          />
        )}
      </div>
    </li>
  );
}
