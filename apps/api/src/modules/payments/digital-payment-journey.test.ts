import { orderTrack } from '@marketplace/contract/endpoints/orders';
import { OrderPlacedSchema, OrderTrackSchema } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { buildGuest } from '../../test/builders/caller';
import { buildCheckoutWorld, buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createOrderClient, type OrderClient } from '../orders/testing/order-client';

const WEB_URL = 'http://shop.test';

let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_URL } });
  w = await buildCheckoutWorld(t.db);
  client = createOrderClient(t, w.module.id);
});
afterAll(() => t.close());

async function stockOf(itemId: number): Promise<number> {
  const [row] = await t.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row?.stock ?? -1;
}

/** Places a digital-payment order and opens its payment page as the browser would. */
async function placeAndOpenPaymentPage(guestId: string, itemId: number) {
  const placed = OrderPlacedSchema.parse(
    (
      await client.place({ guestId }, buyNowBody(itemId, 2, { payment_method: 'digital_payment' }))
    ).json(),
  );
  expect(placed.redirect_link?.startsWith(`${TEST_PUBLIC_URL}/payment/demo/`)).toBe(true);
  const pagePath = (placed.redirect_link ?? '').slice(TEST_PUBLIC_URL.length);
  const page = await t.app.inject({ method: 'GET', url: pagePath });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`#${placed.order_id}`);
  return { orderId: placed.order_id, reference: placed.order_reference, pagePath };
}

async function trackedStatus(guestId: string, orderId: number) {
  const response = await client.get({ guestId }, orderTrack, { order_id: orderId });
  return OrderTrackSchema.parse(response.json()).order_status;
}

describe('digital payment through the demo gateway', () => {
  it('declined: the order fails and its stock comes back; then a new order is approved', async () => {
    const item = await w.item({ stock: 10 });
    const guestId = await buildGuest(t.db);

    const declined = await placeAndOpenPaymentPage(guestId, item.id);
    expect(await stockOf(item.id)).toBe(8);
    const refuse = await t.app.inject({ method: 'POST', url: `${declined.pagePath}/decline` });
    expect(refuse.statusCode).toBe(303);
    expect(refuse.headers.location).toBe(
      `${WEB_URL}/order-confirmation?order=${declined.reference}&status=fail`,
    );
    expect(await trackedStatus(guestId, declined.orderId)).toBe('failed');
    expect(await stockOf(item.id)).toBe(10);
    // Pressing Decline again (back button) changes nothing.
    await t.app.inject({ method: 'POST', url: `${declined.pagePath}/decline` });
    expect(await stockOf(item.id)).toBe(10);

    const approved = await placeAndOpenPaymentPage(guestId, item.id);
    const pay = await t.app.inject({ method: 'POST', url: `${approved.pagePath}/approve` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `${WEB_URL}/order-confirmation?order=${approved.reference}&status=success`,
    );
    expect(await trackedStatus(guestId, approved.orderId)).toBe('confirmed');
    expect(await stockOf(item.id)).toBe(8);
  });
});
