import type { OrderStatus } from '../orders/order-status';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Longest comment kept with a review. */
export const MAX_REVIEW_COMMENT = 1000;

/** Statuses an order reaches only after it was delivered (a refund comes after delivery). */
const DELIVERED_STATUSES: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/** Issue 15: a customer reviews what they received, so only a delivered order is reviewable. */
export function isReviewable(status: OrderStatus): boolean {
  return DELIVERED_STATUSES.includes(status);
}

export type ReviewProblem = 'not_delivered' | 'reviews_off' | 'not_in_order' | 'already_reviewed';

export type ReviewAttempt = {
  orderStatus: OrderStatus;
  storeReviewsEnabled: boolean;
  /** The item is one of the order's lines (always true for a review of the store). */
  inOrder: boolean;
  alreadyReviewed: boolean;
};

/**
 * Why a review of one order line (or of the order's store) is refused, checked in this order:
 * the store's plan has no reviews, the order is not delivered yet, the item was not in the order,
 * it was reviewed already (once per order line, once per order for the store).
 */
export function getReviewProblem(attempt: ReviewAttempt): ReviewProblem | null {
  if (!attempt.storeReviewsEnabled) return 'reviews_off';
  if (!isReviewable(attempt.orderStatus)) return 'not_delivered';
  if (!attempt.inOrder) return 'not_in_order';
  if (attempt.alreadyReviewed) return 'already_reviewed';
  return null;
}

export type RatingTally = { rating: number; count: number };

/**
 * An item's or a store's rating from its reviews, counted per star: the average rounded to two
 * decimals (0 without reviews) and how many there are.
 */
export function summariseRatings(tallies: readonly RatingTally[]): {
  avgRating: number;
  ratingCount: number;
} {
  const ratingCount = tallies.reduce((total, t) => total + t.count, 0);
  if (ratingCount === 0) return { avgRating: 0, ratingCount: 0 };
  const sum = tallies.reduce((total, t) => total + t.rating * t.count, 0);
  return { avgRating: Math.round((sum / ratingCount) * 100) / 100, ratingCount };
}
