import { describe, expect, it } from 'vitest';
import { getTripReviewProblem, isTripReviewable } from './trip-review';

const ok = { tripStatus: 'completed' as const, inTrip: true, alreadyReviewed: false };

describe('a review after a completed trip, once per vehicle of the trip', () => {
  it('accepts a first review of a vehicle of a completed trip', () => {
    expect(getTripReviewProblem(ok)).toBeNull();
    expect(isTripReviewable('completed')).toBe(true);
  });

  it('refuses a trip that is not completed', () => {
    for (const tripStatus of ['pending', 'confirmed', 'ongoing', 'canceled', 'failed'] as const) {
      expect(getTripReviewProblem({ ...ok, tripStatus })).toBe('not_completed');
    }
  });

  it('refuses a vehicle the trip did not book', () => {
    expect(getTripReviewProblem({ ...ok, inTrip: false })).toBe('not_in_trip');
  });

  it('refuses a second review of the same vehicle of the trip', () => {
    expect(getTripReviewProblem({ ...ok, alreadyReviewed: true })).toBe('already_reviewed');
  });
});
