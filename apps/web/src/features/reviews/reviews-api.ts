import {
  orderReviews,
  reviewReminder,
  storeReviews,
  submitReview,
} from '@marketplace/contract/endpoints/reviews';
import type { ReviewSubmitBody } from '@marketplace/contract/reviews';
import { callApi } from '@/lib/api-client';

export const STORE_REVIEWS_PAGE_SIZE = 10;

/** POST /items/reviews/submit: an item of the order, or the store when item_id is null. */
export function sendReview(body: ReviewSubmitBody) {
  return callApi(submitReview, { body });
}

/** GET /customer/order/reviews: what of the caller's order is reviewed already. */
export function fetchOrderReviews(orderId: number, signal?: AbortSignal) {
  return callApi(orderReviews, { query: { order_id: orderId }, signal });
}

/** GET /stores/reviews: a page of the store's reviews, newest first. */
export function fetchStoreReviews(storeId: number, page: number, signal?: AbortSignal) {
  return callApi(storeReviews, {
    query: { store_id: storeId, limit: STORE_REVIEWS_PAGE_SIZE, offset: page },
    signal,
  });
}

/** GET /customer/review-reminder: delivered orders with something left to review. */
export function fetchReviewReminder(signal?: AbortSignal) {
  return callApi(reviewReminder, { signal });
}
