import {
  MAX_RATING,
  MAX_REVIEW_COMMENT,
  MIN_RATING,
} from '@marketplace/domain/reviews/review-rules';
import { MAX_IMAGES_PER_SEND } from '@marketplace/domain/uploads/images-per-send';
import { z } from 'zod';
import { FlagSchema } from './flags';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';
import { TOO_MANY_IMAGES_MESSAGE } from './prescription-fields';
import { imageFilesSchema } from './uploads';

/*
 * Reviews after a delivered order (issue 15): POST /items/reviews/submit rates one item of the
 * order, or the order's store when item_id is absent; GET /stores/reviews lists a store's;
 * GET /customer/order/reviews says what of an order is reviewed; GET /customer/review-reminder
 * brings back delivered orders with something left to review.
 */

// ---------- messages ----------
export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully';
/** The spec's wording (02 §8) for a store whose plan has no reviews. */
export const NO_REVIEW_PLAN_MESSAGE = 'no review plan for store';
export const REVIEW_NOT_DELIVERED_MESSAGE = 'You can review an order once it is delivered';
export const REVIEW_ITEM_NOT_IN_ORDER_MESSAGE = 'This item is not part of the order';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this';
export const RATING_MESSAGE = `Rating must be between ${MIN_RATING} and ${MAX_RATING}`;
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${MAX_REVIEW_COMMENT} characters`;
export const STORE_NOT_FOUND_MESSAGE = 'Store not found';

// ---------- requests ----------
/** 1-5 stars (the domain's bounds), whole; the spec's message for anything else. */
function withRatingBounds<T extends z.ZodNumber | z.ZodCoercedNumber>(base: T) {
  return base
    .int({ error: RATING_MESSAGE })
    .min(MIN_RATING, { error: RATING_MESSAGE })
    .max(MAX_RATING, { error: RATING_MESSAGE });
}

/** A rating sent as a JSON number (trip reviews). */
export const RatingSchema = withRatingBounds(z.number({ error: RATING_MESSAGE }));

/** An optional comment, trimmed, '' when absent. */
export const ReviewCommentSchema = z
  .string({ error: 'Comment must be text' })
  .trim()
  .max(MAX_REVIEW_COMMENT, { error: COMMENT_TOO_LONG_MESSAGE })
  .optional()
  .default('');

export const ReviewSubmitBodySchema = z.object({
  order_id: idQuery('order_id'),
  /** Absent or null: the review is of the order's store. */
  item_id: idQuery('item_id').optional().nullable(),
  rating: withRatingBounds(z.coerce.number({ error: RATING_MESSAGE })),
  comment: ReviewCommentSchema,
  /** Optional photos (multipart): up to 3 images, shown with the review to everyone. */
  attachment: imageFilesSchema(MAX_IMAGES_PER_SEND, TOO_MANY_IMAGES_MESSAGE).optional(),
});
export type ReviewSubmitBody = z.input<typeof ReviewSubmitBodySchema>;

export const StoreReviewsQuerySchema = PageQuerySchema.extend({ store_id: idQuery('store_id') });

export const OrderReviewsQuerySchema = z.object({ order_id: idQuery('order_id') });

// ---------- answers ----------
/** One review on a store's page: of one of its items (item_id, item_name) or of the store. */
export const StoreReviewSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int().nullable(),
  item_name: z.string().nullable(),
  customer_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The review's photos (public links). */
  attachment_full_url: z.array(z.string()),
  created_at: z.string(),
});
export type StoreReview = z.infer<typeof StoreReviewSchema>;
export const StoreReviewPageSchema = pagedSchema('reviews', StoreReviewSchema);
export type StoreReviewPage = z.infer<typeof StoreReviewPageSchema>;

/** The caller's own review, or null while not reviewed. */
const OwnReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export const MyReviewSchema = OwnReviewSchema.nullable();
export type MyReview = z.infer<typeof MyReviewSchema>;

/** The caller's own review of an order's item or store, with its photos; null while not reviewed. */
export const MyOrderReviewSchema = OwnReviewSchema.extend({
  attachment_full_url: z.array(z.string()),
}).nullable();
export type MyOrderReview = z.infer<typeof MyOrderReviewSchema>;

/** What of one order the customer has reviewed and what is left. */
export const OrderReviewsSchema = z.object({
  order_id: z.number().int(),
  /** 1 once the order is delivered (reviews are taken from then on). */
  can_review: FlagSchema,
  /** 0 where the store's plan has no reviews ('no review plan for store'). */
  reviews_enabled: FlagSchema,
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    logo_full_url: z.string(),
    review: MyOrderReviewSchema,
  }),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      name: z.string(),
      image_full_url: z.string(),
      review: MyOrderReviewSchema,
    }),
  ),
});
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

/** Delivered orders of the caller with an item or the store still to review, newest first. */
export const ReviewReminderSchema = z.object({
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      /** The order's public reference, for its link (decision 0029). */
      order_reference: z.string(),
      store_name: z.string(),
      delivered_at: z.string().nullable(),
      /** Items and store not reviewed yet (the store counts as one). */
      pending_count: z.number().int(),
    }),
  ),
});
export type ReviewReminder = z.infer<typeof ReviewReminderSchema>;
