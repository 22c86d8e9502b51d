'use client';

import type { MyReview } from '@marketplace/contract/reviews';
import { MAX_REVIEW_COMMENT } from '@marketplace/domain/reviews/review-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { showFormErrors } from '@/features/auth/server-errors';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { INPUT_CLASS } from '@/features/ui/form/field';
import { notify } from '@/features/ui/notify';
import { sendReview } from './reviews-api';
import { StarInput, Stars } from './star-input';
import { orderReviewsKey } from './use-order-reviews';

/** One thing to rate in an order (an item, or the store when itemId is null). */
export type ReviewTarget = {
  orderId: number;
  itemId: number | null;
  name: string;
  image: string;
  review: MyReview;
};

/** Stars and a comment for one target; once reviewed, the customer's review read only. */
export function ReviewTargetForm({ target }: { target: ReviewTarget }) {
  const t = useT();
  const queryClient = useQueryClient();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const legend = target.itemId === null ? t('reviews.rateStore') : t('reviews.rateItem');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(t('reviews.pickRating'));
    setIsBusy(true);
    try {
      await sendReview({ order_id: target.orderId, item_id: target.itemId, rating, comment });
      notify('success', t('reviews.submitted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderReviewsKey(target.orderId) }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'reminder'] }),
      ]);
    } catch (failure) {
      showFormErrors(failure, t);
    } finally {
      setIsBusy(false);
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
          <div className="space-y-1">
            <p className="flex items-center gap-2 text-sm">
              <Stars rating={target.review.rating} />
              <span className="font-semibold text-brand">{t('reviews.reviewed')}</span>
            </p>
            {target.review.comment ? (
              <p className="text-sm text-ink-muted">{target.review.comment}</p>
            ) : null}
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-2">
            <StarInput
              legend={legend}
              value={rating}
              error={error}
              onChange={(value) => {
                setError(null);
                setRating(value);
              }}
            />
            <label htmlFor={commentId} className="block text-sm font-semibold">
              {t('reviews.comment')}
            </label>
            <textarea
              id={commentId}
              value={comment}
              maxLength={MAX_REVIEW_COMMENT}
              onChange={(event) => setComment(event.target.value)}
              rows={2}
              className={`${INPUT_CLASS} py-2`}
              placeholder={t('reviews.commentHint')}
            />
            <button type="submit" className={buttonClass('primary', 'sm')} disabled={isBusy}>
              {isBusy ? t('common.loading') : t('reviews.submit')}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}
