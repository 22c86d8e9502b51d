import type { TripStatus } from './trip-status';

// Ratings (1-5) and the comment limit are those of reviews after an order (reviews/review-rules).

/** A customer reviews a vehicle they have driven: only a completed trip is reviewable. */
export function isTripReviewable(status: TripStatus): boolean {
  return status === 'completed';
}

export type TripReviewProblem = 'not_completed' | 'not_in_trip' | 'already_reviewed';

/**
 * Why a review of one vehicle of a trip is refused, checked in this order: the trip is not
 * completed, the vehicle was not booked on the trip, the trip's vehicle was reviewed already
 * (once per vehicle of a trip).
 */
export function getTripReviewProblem(attempt: {
  tripStatus: TripStatus;
  inTrip: boolean;
  alreadyReviewed: boolean;
}): TripReviewProblem | null {
  if (!isTripReviewable(attempt.tripStatus)) return 'not_completed';
  if (!attempt.inTrip) return 'not_in_trip';
  if (attempt.alreadyReviewed) return 'already_reviewed';
  return null;
}
