'use client';

import { tripReviewAdd } from '@marketplace/contract/endpoints/trips';
import type { Trip } from '@marketplace/contract/trips';
import { MAX_REVIEW_COMMENT } from '@marketplace/domain/reviews/review-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { INPUT_CLASS } from '@/features/ui/form/field';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { useRental } from './rental-context';
import { tripQueryKey } from './use-live-trip';

type TripVehicle = Trip['vehicles'][number];

const STARS = [1, 2, 3, 4, 5] as const;

function StarIcons({ rating, size }: { rating: number; size: string }) {
  return STARS.map((star) => (
    <Star
      key={star}
      aria-hidden
      className={classNames(
        size,
        star <= rating ? 'fill-amber-400 text-amber-500' : 'text-ink-muted',
      )}
    />
  ));
}

/** 1-5 stars as a radio group: arrow keys move, every star is labelled for screen readers. */
function RatingInput({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  error: string | null;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('rental.review.stars', { count: star })}</span>
            <Star
              aria-hidden
              className={classNames(
                'size-7',
                star <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-muted',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

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
          <span className="inline-flex items-center gap-0.5">
            <span className="sr-only">
              {t('rental.review.stars', { count: vehicle.my_review.rating })}
            </span>
            <StarIcons rating={vehicle.my_review.rating} size="size-4" />
          </span>
          <span className="font-semibold text-brand">{t('rental.review.reviewed')}</span>
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
    if (rating < 1) return setError(t('rental.review.pickRating'));
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
      <RatingInput
        legend={t('rental.trip.rateVehicle', { name: vehicle.name })}
        value={rating}
        error={error}
        onChange={(value) => {
          setError(null);
          setRating(value);
        }}
      />
      <label htmlFor={commentId} className="block text-sm font-semibold">
        {t('rental.review.comment')}
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
        {isBusy ? t('common.loading') : t('rental.review.submit')}
      </button>
    </form>
  );
}
