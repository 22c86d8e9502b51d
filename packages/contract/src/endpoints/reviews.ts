import { endpoint } from '../endpoint';

/** POST /items/reviews/submit: rate an item of a delivered order, or its store (no item_id). */
export const submitReview = endpoint({
  method: 'POST',
  path: '/items/reviews/submit',
  tags: ['reviews'],
  errors: [401, 403, 404, 409, 422],
  schemas: async () => {
    const [{ ReviewSubmitBodySchema }, { MessageResponseSchema }] = await Promise.all([
      import('../reviews'),
      import('../errors'),
    ]);
    return { body: ReviewSubmitBodySchema, response: MessageResponseSchema };
  },
});

/** GET /stores/reviews?store_id=: the store's reviews (its items' and its own), newest first. */
export const storeReviews = endpoint({
  method: 'GET',
  path: '/stores/reviews',
  tags: ['reviews', 'stores'],
  errors: [403, 404, 422],
  schemas: async () => {
    const { StoreReviewsQuerySchema, StoreReviewPageSchema } = await import('../reviews');
    return { query: StoreReviewsQuerySchema, response: StoreReviewPageSchema };
  },
});

/** GET /customer/order/reviews?order_id=: what of the caller's order is reviewed. */
export const orderReviews = endpoint({
  method: 'GET',
  path: '/customer/order/reviews',
  tags: ['reviews', 'customer'],
  errors: [401, 404, 422],
  schemas: async () => {
    const { OrderReviewsQuerySchema, OrderReviewsSchema } = await import('../reviews');
    return { query: OrderReviewsQuerySchema, response: OrderReviewsSchema };
  },
});

/** GET /customer/review-reminder: delivered orders with something left to review. */
export const reviewReminder = endpoint({
  method: 'GET',
  path: '/customer/review-reminder',
  tags: ['reviews', 'customer'],
  errors: [401],
  schemas: async () => {
    const { ReviewReminderSchema } = await import('../reviews');
    return { response: ReviewReminderSchema };
  },
});
