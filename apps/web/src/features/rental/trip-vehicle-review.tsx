'use client';

import { tripReviewAdd } from '@marketplace/contract/endpoints/trips';
import type { Trip } from '@marketplace/contract/trips';
import { MAX_REVIEW_COMMENT } from '@marketplace/domain/reviews/review-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { StarInput, Stars } from '@/features/reviews/star-input';
import { buttonClass } from '@/features/ui/button-styles';
import { INPUT_CLASS } from '@/features/ui/form/field';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { useRental } from './rental-context';
import { tripQueryKey } from './use-live-trip';

type TripVehicle = Trip['vehicles'][number];

/**
 * Under a vehicle of a completed trip: the customer's review read only, or stars and a comment
 * to rate it (once; the server refuses a second review and a trip that is not completed).
 */
export function TripVehicleReview({ trip, vehicle }: { trip: Trip; vehicle: TripVehicle }) {
  const t = useT();
  const { call } = useRental();
  const queryClient = useQueryClient();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  if (vehicle.my_review) {
    return (
      <div className="space-y-1">
        <p className="flex items-center gap-2 text-sm">
          <Stars rating={vehicle.my_review.rating} />
          <span className="font-semibold text-brand">{t('reviews.reviewed')}</span>
        </p>
        {vehicle.my_review.comment ? (
          <p className="text-sm text-ink-muted">{vehicle.my_review.comment}</p>
        ) : null}
      </div>
    );
  }
  if (!trip.can_review) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(t('reviews.pickRating'));
    setBusy(true);
    try {
      const answer = await call(tripReviewAdd, {
        body: { trip_id: trip.id, vehicle_id: vehicle.vehicle_id, rating, comment },
      });
      queryClient.setQueryData(tripQueryKey(trip.id), answer.trip);
      notify('success', answer.message);
    } catch (failure) {
      notify(
        'error',
        isApiError(failure) && failure.messages[0] ? failure.messages[0] : t('rental.error'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <StarInput
        legend={t('rental.trip.rateVehicle', { name: vehicle.name })}
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
        placeholder={t('rental.review.commentHint')}
      />
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={isBusy}>
        {isBusy ? t('common.loading') : t('reviews.submit')}
      </button>
    </form>
  );
}
