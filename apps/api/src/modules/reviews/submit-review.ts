import type { MessageResponse } from '@marketplace/contract/errors';
import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import {
  ALREADY_REVIEWED_MESSAGE,
  NO_REVIEW_PLAN_MESSAGE,
  REVIEW_ITEM_NOT_IN_ORDER_MESSAGE,
  REVIEW_NOT_DELIVERED_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
} from '@marketplace/contract/reviews';
import { getReviewProblem, type ReviewProblem } from '@marketplace/domain/reviews/review-rules';
import type { AppDeps } from '../../app-types';
import { AppError, ConflictError, NotFoundError } from '../../errors/app-error';
import { lockOrder } from '../orders/order-transition';
import { attachUploads } from '../uploads/uploads.service';
import { recomputeRatings } from './recompute-ratings';
import { dropReviewPhotos, saveReviewPhotos } from './review-photos';
import {
  insertReview,
  lockStoreForRatings,
  selectCustomerName,
  selectOrderItems,
  selectOrderReviews,
  selectOwnOrder,
} from './reviews.repository';

const PROBLEM_ERRORS: Record<ReviewProblem, () => AppError> = {
  reviews_off: () => new AppError(403, 'review', NO_REVIEW_PLAN_MESSAGE),
  not_delivered: () => new ConflictError('order_status', REVIEW_NOT_DELIVERED_MESSAGE),
  not_in_order: () => new NotFoundError('item', REVIEW_ITEM_NOT_IN_ORDER_MESSAGE),
  already_reviewed: () => new ConflictError('review', ALREADY_REVIEWED_MESSAGE),
};

export type ReviewInput = {
  orderId: number;
  /** null: a review of the order's store. */
  itemId: number | null;
  rating: number;
  comment: string;
  /** Optional photos (at most 3, checked by the contract's count and here by their bytes). */
  photos?: readonly File[];
};

/**
 * POST /items/reviews/submit. Someone else's order is a 404 like a missing one. Under the order's
 * and then the store's row lock, so a double submit and concurrent reviews of the store's items
 * queue: the second sees the first review (409) and ratings are recomputed one after the other;
 * the unique indexes on (order, item) and (order) for the store back this up.
 */
export async function submitReview(
  deps: AppDeps,
  userId: number,
  input: ReviewInput,
): Promise<MessageResponse> {
  const { db } = deps;
  const order = await selectOwnOrder(db, userId, input.orderId);
  if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  const customerName = await selectCustomerName(db, userId);
  // Stored before the locks (re-encoding takes time); dropped again if the review is refused.
  const photoIds = await saveReviewPhotos(deps, userId, input.photos ?? []);
  try {
    await insertCheckedReview(deps, { userId, customerName, order, input, photoIds });
  } catch (error) {
    await dropReviewPhotos(deps, photoIds);
    throw error;
  }
  return { message: REVIEW_SUBMITTED_MESSAGE };
}

async function insertCheckedReview(
  { db }: AppDeps,
  args: {
    userId: number;
    customerName: string;
    order: NonNullable<Awaited<ReturnType<typeof selectOwnOrder>>>;
    input: ReviewInput;
    photoIds: string[];
  },
): Promise<void> {
  const { userId, customerName, order, input, photoIds } = args;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
    await lockStoreForRatings(tx, order.storeId);
    // One after the other: a transaction is one connection, which runs one query at a time.
    const orderItems = await selectOrderItems(tx, order.id);
    const done = await selectOrderReviews(tx, order.id);
    const problem = getReviewProblem({
      orderStatus: locked.status,
      storeReviewsEnabled: order.reviewsEnabled,
      inOrder: input.itemId === null || orderItems.some((line) => line.itemId === input.itemId),
      alreadyReviewed: done.some((review) => review.itemId === input.itemId),
    });
    if (problem) throw PROBLEM_ERRORS[problem]();
    await insertReview(tx, {
      orderId: order.id,
      storeId: order.storeId,
      itemId: input.itemId,
      userId,
      customerName,
      rating: input.rating,
      comment: input.comment,
      attachment: photoIds,
    });
    await attachUploads(tx, photoIds);
    await recomputeRatings(tx, { storeId: order.storeId, itemId: input.itemId });
  });
}
