'use client';

import { tripReviewAdd } from '@marketplace/contract/endpoints/trips';
import type { Trip } from '@marketplace/contract/trips';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/features/i18n/i18n-provider';
import { ReviewForm, ReviewReadOnly } from '@/features/reviews/review-form';
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

  if (vehicle.my_review) return <ReviewReadOnly review={vehicle.my_review} />;
  if (!trip.can_review) return null;

  async function send({ rating, comment }: { rating: number; comment: string }) {
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
    }
  }

  return (
    <ReviewForm
      legend={t('rental.trip.rateVehicle', { name: vehicle.name })}
      commentHint={t('rental.review.commentHint')}
      send={send}
    />
  );
}
