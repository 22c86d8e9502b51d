import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import type { PageQuery } from '@marketplace/contract/paging';
import {
  NO_REVIEW_PLAN_MESSAGE,
  type OrderReviews,
  type ReviewReminder,
  STORE_NOT_FOUND_MESSAGE,
  type StoreReviewPage,
} from '@marketplace/contract/reviews';
import { isReviewable } from '@marketplace/domain/reviews/review-rules';
import type { AppDeps } from '../../app-types';
import { AppError, NotFoundError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { publicUploadUrls } from '../uploads/upload-links';
import {
  selectOrderItems,
  selectOrderReviews,
  selectOrdersToReview,
  selectOwnOrder,
  selectStoreForReviews,
  selectStoreReviewPage,
} from './reviews.repository';

/** How many delivered orders the reminder brings back at most. */
const REMINDER_LIMIT = 5;

/** GET /stores/reviews: 403 'no review plan for store' where the store has reviews off. */
export async function listStoreReviews(
  { db, env }: AppDeps,
  query: PageQuery & { store_id: number },
): Promise<StoreReviewPage> {
  const store = await selectStoreForReviews(db, query.store_id);
  if (!store) throw new NotFoundError('store', STORE_NOT_FOUND_MESSAGE);
  if (!store.reviewsEnabled) throw new AppError(403, 'review', NO_REVIEW_PLAN_MESSAGE);
  const { rows, total } = await selectStoreReviewPage(db, store.id, toRowWindow(query));
  return toPagedAnswer(
    'reviews',
    query,
    total,
    rows.map((row) => ({
      id: row.id,
      item_id: row.itemId,
      item_name: row.itemName,
      customer_name: row.customerName,
      rating: row.rating,
      comment: row.comment,
      attachment_full_url: publicUploadUrls(env.PUBLIC_URL, row.attachment),
      created_at: row.createdAt.toISOString(),
    })),
  );
}

type ReviewRow = Awaited<ReturnType<typeof selectOrderReviews>>[number];
const toMyReview = (publicUrl: string, row: ReviewRow | undefined) =>
  row
    ? {
        rating: row.rating,
        comment: row.comment,
        attachment_full_url: publicUploadUrls(publicUrl, row.attachment),
        created_at: row.createdAt.toISOString(),
      }
    : null;

/** GET /customer/order/reviews: the caller's order only (404 otherwise). */
export async function getOrderReviews(
  { db, env }: AppDeps,
  userId: number,
  orderId: number,
): Promise<OrderReviews> {
  const order = await selectOwnOrder(db, userId, orderId);
  if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  const [orderItems, done] = await Promise.all([
    selectOrderItems(db, order.id),
    selectOrderReviews(db, order.id),
  ]);
  return {
    order_id: order.id,
    can_review: isReviewable(order.status) ? 1 : 0,
    reviews_enabled: order.reviewsEnabled ? 1 : 0,
    store: {
      id: order.storeId,
      name: order.storeName,
      logo_full_url: buildMediaUrl(env.PUBLIC_URL, order.storeLogo),
      review: toMyReview(
        env.PUBLIC_URL,
        done.find((review) => review.itemId === null),
      ),
    },
    items: orderItems.map((line) => ({
      item_id: line.itemId,
      name: line.name,
      image_full_url: buildMediaUrl(env.PUBLIC_URL, line.image),
      review: toMyReview(
        env.PUBLIC_URL,
        done.find((review) => review.itemId === line.itemId),
      ),
    })),
  };
}

/** GET /customer/review-reminder. */
export async function getReviewReminder({ db }: AppDeps, userId: number): Promise<ReviewReminder> {
  const rows = await selectOrdersToReview(db, userId, REMINDER_LIMIT);
  return {
    orders: rows.map((row) => ({
      order_id: row.orderId,
      order_reference: row.orderReference,
      store_name: row.storeName,
      delivered_at: row.deliveredAt,
      pending_count: row.pending,
    })),
  };
}
