import { describe, expect, it } from 'vitest';
import { addRating, getTripReviewProblem, isTripReviewable } from './trip-review';

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

describe("a vehicle's rating after one more review", () => {
  it('is the running average to two decimals, and counts the review', () => {
    expect(addRating({ avgRating: 0, totalReviews: 0 }, 4)).toEqual({
      avgRating: 4,
      totalReviews: 1,
    });
    expect(addRating({ avgRating: 4.5, totalReviews: 2 }, 3)).toEqual({
      avgRating: 4,
      totalReviews: 3,
    });
    expect(addRating({ avgRating: 5, totalReviews: 2 }, 4)).toEqual({
      avgRating: 4.67,
      totalReviews: 3,
    });
  });
});
