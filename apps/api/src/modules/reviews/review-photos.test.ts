import { apiPath } from '@marketplace/contract/endpoint';
import { orderReviews, storeReviews, submitReview } from '@marketplace/contract/endpoints/reviews';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { TOO_MANY_IMAGES_MESSAGE } from '@marketplace/contract/prescription-fields';
import { OrderReviewsSchema, StoreReviewPageSchema } from '@marketplace/contract/reviews';
import { IMAGE_FORMAT_MESSAGE } from '@marketplace/contract/uploads';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildForm, buildImage } from '../../test/builders/images';
import { useTempDataDirApp } from '../../test/temp-data-dir-app';
import type { TestApp } from '../../test/test-app';
import { buildOrder, buildShop, type Shop } from '../order-tracking/testing/order-builders';
import { sweepUploadsAt } from '../uploads/testing/upload-sweep-kit';

const app = useTempDataDirApp('review-photos-test-');
let t: TestApp;
let shop: Shop;
let customer: { userId: number; token: string };

beforeEach(async () => {
  ({ t } = app);
  await t.reset();
  shop = await buildShop(t.db);
  customer = await buildSignedInCustomer(t.db);
});

async function deliveredOrder() {
  return buildOrder(t.db, shop, {
    owner: { userId: customer.userId },
    overrides: { status: 'delivered', statusTimes: { delivered: new Date().toISOString() } },
  });
}

/** A multipart review with `count` photos (or the given bytes). */
async function submitWithPhotos(fields: Record<string, string>, photos: Uint8Array[]) {
  const form = buildForm(fields);
  photos.forEach((bytes, n) => {
    form.append('attachment', new Blob([bytes], { type: 'image/png' }), `photo${n}.png`);
  });
  return t.app.inject({
    method: 'POST',
    url: apiPath(submitReview),
    headers: { authorization: `Bearer ${customer.token}` },
    payload: form,
  });
}

const errorsOf = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors;

describe('review photos', () => {
  it('go with the review and are shown with it on the store page, to anyone', async () => {
    const order = await deliveredOrder();
    const photo = await buildImage('image/png');
    const response = await submitWithPhotos(
      { order_id: String(order.id), item_id: String(shop.itemId), rating: '5', comment: 'Fresh' },
      [photo, photo],
    );
    expect(response.statusCode, response.body).toBe(200);
    // The review holds them: the sweep of uploads nothing took keeps them past the grace.
    expect((await sweepUploadsAt(t)).uploads).toBe(0);

    const page = StoreReviewPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPath(storeReviews)}?store_id=${shop.storeId}`,
        })
      ).json(),
    );
    const [review] = page.reviews;
    expect(review?.comment).toBe('Fresh');
    expect(review?.attachment_full_url).toHaveLength(2);
    const file = await t.app.inject({
      method: 'GET',
      url: (review?.attachment_full_url[0] ?? '').replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const mine = OrderReviewsSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPath(orderReviews)}?order_id=${order.id}`,
          headers: { authorization: `Bearer ${customer.token}` },
        })
      ).json(),
    );
    expect(mine.items[0]?.review?.attachment_full_url).toHaveLength(2);
  });

  it('are optional', async () => {
    const order = await deliveredOrder();
    const response = await submitWithPhotos({ order_id: String(order.id), rating: '4' }, []);
    expect(response.statusCode).toBe(200);
  });

  it('refuse a renamed PDF and a fourth photo, keeping nothing', async () => {
    const order = await deliveredOrder();
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF');
    const bad = await submitWithPhotos({ order_id: String(order.id), rating: '4' }, [pdf]);
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)[0]).toEqual({ code: 'attachment', message: IMAGE_FORMAT_MESSAGE });
    const photo = await buildImage('image/png');
    const four = await submitWithPhotos({ order_id: String(order.id), rating: '4' }, [
      photo,
      photo,
      photo,
      photo,
    ]);
    expect(four.statusCode).toBe(422);
    expect(errorsOf(four)[0]?.message).toBe(TOO_MANY_IMAGES_MESSAGE);
    expect(await t.db.select().from(uploads)).toHaveLength(0);
  });

  it('of a refused review (a second one) are not kept', async () => {
    const order = await deliveredOrder();
    const photo = await buildImage('image/png');
    const fields = { order_id: String(order.id), rating: '4' };
    expect((await submitWithPhotos(fields, [photo])).statusCode).toBe(200);
    expect((await submitWithPhotos(fields, [photo])).statusCode).toBe(409);
    expect(await t.db.select().from(uploads)).toHaveLength(1);
  });
});
