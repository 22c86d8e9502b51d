import { ALREADY_REVIEWED_MESSAGE } from '@marketplace/contract/reviews';
import {
  TRIP_NOT_FOUND_MESSAGE,
  TRIP_REVIEW_NOT_COMPLETED_MESSAGE,
  TRIP_REVIEW_NOT_IN_TRIP_MESSAGE,
  type TripReviewBodySchema,
} from '@marketplace/contract/trips';
import { getTripReviewProblem } from '@marketplace/domain/rental/trip-review';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import type { Caller } from '../auth/caller';
import {
  hasTripReview,
  insertTripReview,
  lockProviderForRatings,
  recomputeVehicleRatings,
} from './trip-reviews.repository';
import { lockOwnedTrip, selectTripVehicles } from './trips.repository';

type ReviewInput = z.output<typeof TripReviewBodySchema>;

/**
 * Saves the caller's review of one vehicle of their completed trip and recomputes the vehicle's
 * and its provider's ratings from their reviews. Under the trip's lock (one review per vehicle of
 * a trip, also for concurrent retries), then the provider's (its ratings count every review).
 */
export async function saveTripReview(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  input: ReviewInput,
): Promise<void> {
  await deps.db.transaction(async (db) => {
    const trip = await lockOwnedTrip(db, caller, input.trip_id);
    if (!trip) throw new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);
    const booked = await selectTripVehicles(db, [trip.id]);
    const problem = getTripReviewProblem({
      tripStatus: trip.status,
      inTrip: booked.some((v) => v.vehicleId === input.vehicle_id),
      alreadyReviewed: await hasTripReview(db, trip.id, input.vehicle_id),
    });
    if (problem === 'not_completed') {
      throw new ConflictError('trip_status', TRIP_REVIEW_NOT_COMPLETED_MESSAGE, {
        status: trip.status,
      });
    }
    if (problem === 'not_in_trip') {
      throw ValidationError.field('vehicle_id', TRIP_REVIEW_NOT_IN_TRIP_MESSAGE);
    }
    if (problem === 'already_reviewed') {
      throw new ConflictError('review', ALREADY_REVIEWED_MESSAGE);
    }
    const providerId = await lockProviderForRatings(db, input.vehicle_id);
    if (providerId === null) {
      throw ValidationError.field('vehicle_id', TRIP_REVIEW_NOT_IN_TRIP_MESSAGE);
    }
    await insertTripReview(db, {
      tripId: trip.id,
      vehicleId: input.vehicle_id,
      customerName: trip.contactPersonName,
      rating: input.rating,
      comment: input.comment,
    });
    await recomputeVehicleRatings(db, { vehicleId: input.vehicle_id, providerId });
  });
}
