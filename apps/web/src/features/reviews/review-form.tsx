'use client';

import type { MyReview } from '@marketplace/contract/reviews';
import { MAX_REVIEW_COMMENT } from '@marketplace/domain/reviews/review-rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { INPUT_CLASS } from '@/features/ui/form/field';
import { StarInput, Stars } from './star-input';

/** The customer's own review, read only: its stars, 'Reviewed' and the comment. */
export function ReviewReadOnly({ review }: { review: NonNullable<MyReview> }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        <span className="font-semibold text-brand">{t('reviews.reviewed')}</span>
      </p>
      {review.comment ? <p className="text-sm text-ink-muted">{review.comment}</p> : null}
    </div>
  );
}

/**
 * Stars (required: 'pick a rating' otherwise) and an optional comment, then Submit, disabled
 * while `send` runs; `send` reports its own success and failure.
 */
export function ReviewForm({
  legend,
  commentHint,
  send,
  extra,
}: {
  legend: string;
  commentHint: string;
  send: (review: { rating: number; comment: string }) => Promise<void>;
  /** More fields before Submit (an order review's photos). */
  extra?: ReactNode;
}) {
  const t = useT();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(t('reviews.pickRating'));
    setIsBusy(true);
    try {
      await send({ rating, comment });
    } finally {
      setIsBusy(false);
    }
  }

  return (
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
        placeholder={commentHint}
      />
      {extra}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={isBusy}>
        {isBusy ? t('common.loading') : t('reviews.submit')}
      </button>
    </form>
  );
}
