import {
  orderReviews,
  reviewReminder,
  storeReviews,
  submitReview,
} from '@marketplace/contract/endpoints/reviews';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { getOrderReviews, getReviewReminder, listStoreReviews } from './review-lists';
import { submitReview as submit } from './submit-review';

/** Reviews after delivered orders (issue 15). */
export function reviewRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, submitReview, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      const { order_id, item_id, rating, comment, attachment } = request.body;
      return submit(deps, userId, {
        orderId: order_id,
        itemId: item_id ?? null,
        rating,
        comment,
        photos: attachment ?? [],
      });
    });
    await route(app, storeReviews, (request) => listStoreReviews(deps, request.query));
    await route(app, orderReviews, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getOrderReviews(deps, userId, request.query.order_id);
    });
    await route(app, reviewReminder, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getReviewReminder(deps, userId);
    });
  };
}
