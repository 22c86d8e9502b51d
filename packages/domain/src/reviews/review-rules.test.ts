import { describe, expect, it } from 'vitest';
import { getReviewProblem, isReviewable, summariseRatings } from './review-rules';

const ok = {
  orderStatus: 'delivered' as const,
  storeReviewsEnabled: true,
  inOrder: true,
  alreadyReviewed: false,
};

describe('a review after a delivered order, once per order line', () => {
  it('accepts a first review of a delivered order’s line', () => {
    expect(getReviewProblem(ok)).toBeNull();
  });

  it('refuses an order that is not delivered yet', () => {
    for (const orderStatus of ['pending', 'confirmed', 'picked_up', 'canceled'] as const) {
      expect(getReviewProblem({ ...ok, orderStatus })).toBe('not_delivered');
    }
  });

  it('still accepts an order whose refund was asked after delivery', () => {
    expect(isReviewable('refund_requested')).toBe(true);
    expect(isReviewable('refunded')).toBe(true);
  });

  it('refuses a second review of the same line', () => {
    expect(getReviewProblem({ ...ok, alreadyReviewed: true })).toBe('already_reviewed');
  });

  it('refuses an item the order did not hold', () => {
    expect(getReviewProblem({ ...ok, inOrder: false })).toBe('not_in_order');
  });

  it('no review plan for store: refused first, whatever else is true', () => {
    expect(getReviewProblem({ ...ok, storeReviewsEnabled: false, alreadyReviewed: true })).toBe(
      'reviews_off',
    );
  });
});

describe('ratings recomputed from reviews', () => {
  it('averages per-star counts to two decimals; none is 0 of 0', () => {
    expect(summariseRatings([])).toEqual({ avgRating: 0, ratingCount: 0 });
    expect(
      summariseRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
      ]),
    ).toEqual({ avgRating: 4.33, ratingCount: 3 });
  });
});
