import { apiPath } from '@marketplace/contract/endpoint';
import {
  orderReviews,
  reviewReminder,
  storeReviews,
  submitReview,
} from '@marketplace/contract/endpoints/reviews';
import {
  OrderReviewsSchema,
  ReviewReminderSchema,
  StoreReviewPageSchema,
} from '@marketplace/contract/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildReview } from '../../test/builders/item-extras';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrder, buildShop, type Shop } from '../order-tracking/testing/order-builders';

let t: TestApp;
let shop: Shop;
let customer: { userId: number; token: string };
let stranger: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  shop = await buildShop(t.db);
  customer = await buildSignedInCustomer(t.db, { fName: 'Ada', lName: 'Lovelace' });
  stranger = await buildSignedInCustomer(t.db);
});

const auth = (caller: { token: string }) => ({ authorization: `Bearer ${caller.token}` });

function submit(caller: { token: string }, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: apiPath(submitReview),
    headers: auth(caller),
    payload,
  });
}

async function deliveredOrder(owner = customer) {
  return buildOrder(t.db, shop, {
    owner: { userId: owner.userId },
    overrides: { status: 'delivered', statusTimes: { delivered: new Date().toISOString() } },
  });
}

async function ratingsOf() {
  const [item] = await t.db
    .select({ avg: items.avgRating, count: items.ratingCount })
    .from(items)
    .where(eq(items.id, shop.itemId));
  const [store] = await t.db
    .select({ avg: stores.avgRating, count: stores.ratingCount })
    .from(stores)
    .where(eq(stores.id, shop.storeId));
  return { item, store };
}

describe('POST /items/reviews/submit', () => {
  it('a review after a delivered order is accepted and recomputes item and store ratings', async () => {
    await buildReview(t.db, shop.itemId, { rating: 2 });
    const order = await deliveredOrder();
    const response = await submit(customer, {
      order_id: order.id,
      item_id: shop.itemId,
      rating: 5,
      comment: 'Fresh and on time',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Review submitted successfully' });
    expect(await ratingsOf()).toEqual({
      item: { avg: 3.5, count: 2 },
      store: { avg: 3.5, count: 2 },
    });

    const store = await submit(customer, { order_id: order.id, rating: 1 });
    expect(store.statusCode).toBe(200);
    // The store's rating counts its own review too; the item's does not.
    expect(await ratingsOf()).toEqual({
      item: { avg: 3.5, count: 2 },
      store: { avg: 2.67, count: 3 },
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `${apiPath(storeReviews)}?store_id=${shop.storeId}`,
    });
    const reviews = StoreReviewPageSchema.parse(page.json());
    expect(reviews.total_size).toBe(3);
    expect(reviews.reviews[0]).toMatchObject({
      item_id: null,
      item_name: null,
      customer_name: 'Ada Lovelace',
      rating: 1,
    });
    expect(reviews.reviews[1]).toMatchObject({
      item_id: shop.itemId,
      rating: 5,
      comment: 'Fresh and on time',
    });
  });

  it('a second review of the same order line is refused, and so is a second of the store', async () => {
    const order = await deliveredOrder();
    const body = { order_id: order.id, item_id: shop.itemId, rating: 4 };
    expect((await submit(customer, body)).statusCode).toBe(200);
    const again = await submit(customer, { ...body, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ code: 'review', message: 'You have already reviewed this' }],
    });
    expect((await submit(customer, { order_id: order.id, rating: 4 })).statusCode).toBe(200);
    expect((await submit(customer, { order_id: order.id, rating: 4 })).statusCode).toBe(409);
    expect(await ratingsOf()).toMatchObject({ item: { avg: 4, count: 1 } });
  });

  it('concurrent submits of one line keep one review and a consistent rating', async () => {
    const order = await deliveredOrder();
    const body = { order_id: order.id, item_id: shop.itemId, rating: 5 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(customer, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ratingsOf()).toEqual({
      item: { avg: 5, count: 1 },
      store: { avg: 5, count: 1 },
    });
  });

  it('a review of an order that is not yours is refused like a missing order', async () => {
    const order = await deliveredOrder(stranger);
    const response = await submit(customer, {
      order_id: order.id,
      item_id: shop.itemId,
      rating: 5,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'order', message: 'Order not found' }] });
    const status = await t.app.inject({
      method: 'GET',
      url: `${apiPath(orderReviews)}?order_id=${order.id}`,
      headers: auth(customer),
    });
    expect(status.statusCode).toBe(404);
    expect(await ratingsOf()).toMatchObject({ item: { count: 0 } });
  });

  it('an order that is not delivered yet cannot be reviewed', async () => {
    const order = await buildOrder(t.db, shop, { owner: { userId: customer.userId } });
    const response = await submit(customer, {
      order_id: order.id,
      item_id: shop.itemId,
      rating: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({
      code: 'order_status',
      message: 'You can review an order once it is delivered',
    });
  });

  it('an item the order did not hold is refused', async () => {
    const order = await deliveredOrder();
    const response = await submit(customer, { order_id: order.id, item_id: 999_999, rating: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('item');
  });

  it('rating outside 1-5 and guests are refused', async () => {
    const order = await deliveredOrder();
    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await submit(customer, { order_id: order.id, rating });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        code: 'rating',
        message: 'Rating must be between 1 and 5',
      });
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: apiPath(submitReview),
      payload: { order_id: order.id, rating: 5 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("no review plan for store: submit and the store's list are refused", async () => {
    await t.db.update(stores).set({ reviewsEnabled: false }).where(eq(stores.id, shop.storeId));
    const order = await deliveredOrder();
    const response = await submit(customer, {
      order_id: order.id,
      item_id: shop.itemId,
      rating: 5,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [{ code: 'review', message: 'no review plan for store' }],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `${apiPath(storeReviews)}?store_id=${shop.storeId}`,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().errors[0].message).toBe('no review plan for store');
  });
});

describe('what is left to review', () => {
  it('order reviews say what is reviewed; the reminder brings back the delivered order until done', async () => {
    const order = await deliveredOrder();
    const pending = await buildOrder(t.db, shop, { owner: { userId: customer.userId } });
    const reminder = async () =>
      ReviewReminderSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: apiPath(reviewReminder),
            headers: auth(customer),
          })
        ).json(),
      ).orders;
    expect(await reminder()).toEqual([
      expect.objectContaining({ order_id: order.id, pending_count: 2 }),
    ]);
    await submit(customer, { order_id: order.id, item_id: shop.itemId, rating: 4, comment: 'ok' });
    const state = OrderReviewsSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPath(orderReviews)}?order_id=${order.id}`,
          headers: auth(customer),
        })
      ).json(),
    );
    expect(state).toMatchObject({ can_review: 1, reviews_enabled: 1, store: { review: null } });
    expect(state.items).toEqual([
      expect.objectContaining({
        item_id: shop.itemId,
        review: expect.objectContaining({ rating: 4, comment: 'ok' }),
      }),
    ]);
    expect(await reminder()).toEqual([expect.objectContaining({ pending_count: 1 })]);
    await submit(customer, { order_id: order.id, rating: 5 });
    expect(await reminder()).toEqual([]);
    const notYet = await t.app.inject({
      method: 'GET',
      url: `${apiPath(orderReviews)}?order_id=${pending.id}`,
      headers: auth(customer),
    });
    expect(OrderReviewsSchema.parse(notYet.json()).can_review).toBe(0);
  });
});
