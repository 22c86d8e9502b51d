import * as cartEndpoints from '@marketplace/contract/endpoints/cart';
import { orderDetails, orderTrack, runningOrders } from '@marketplace/contract/endpoints/orders';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  OrderDetailsSchema,
  OrderPlacedSchema,
  OrderQuoteSchema,
  OrderTrackSchema,
} from '@marketplace/contract/orders';
import { estimateRoadDistance } from '@marketplace/domain/geo/distance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart';
import { items } from '../../db/schema/catalog';
import { orders, payments } from '../../db/schema/orders';
import { storeSchedules } from '../../db/schema/stores';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import {
  buildCheckoutWorld,
  buyNowBody,
  type CheckoutWorld,
  INSIDE_POINT,
  OUTSIDE_POINT,
  placeBody,
} from '../../test/builders/orders';
import { buildCoupon } from '../../test/builders/promotions';
import { buildStoreSchedule } from '../../test/builders/store-details';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createOrderClient, type OrderClient, type TestCaller } from './testing/order-client';

let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;
let guest: TestCaller;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp(options: Parameters<typeof buildCheckoutWorld>[1] = {}) {
  await t.reset();
  w = await buildCheckoutWorld(t.db, options);
  client = createOrderClient(t, w.module.id);
  guest = { guestId: await buildGuest(t.db) };
}

beforeEach(() => setUp());

const errorsOf = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors;

async function stockOf(itemId: number): Promise<number> {
  const [row] = await t.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row?.stock ?? -1;
}

describe('POST /customer/order/place: amounts are the server’s', () => {
  it('ignores prices, totals, fees and distances sent by the client', async () => {
    const item = await w.item({ price: 1_000 });
    const honest = buyNowBody(item.id, 2);
    const bogus = {
      ...buyNowBody(item.id, 2),
      cart: [{ item_id: item.id, model: 'Item', quantity: 2, variation: [], price: 0.01 }],
      price: 0.01,
      order_amount: 0.01,
      total_amount: 0.01,
      delivery_charge: 0,
      distance: 0,
      coupon_discount_amount: 999,
      tax_amount: 0,
    };
    const quote = OrderQuoteSchema.parse((await client.quote(guest, honest)).json());
    const response = await client.place(guest, bogus);
    expect(response.statusCode).toBe(200);
    const placed = OrderPlacedSchema.parse(response.json());
    expect(placed.total_amount).toBe(quote.total_amount);
    expect(quote.subtotal).toBe(20);
    expect(quote.delivery_charge).toBeGreaterThan(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(row?.subtotal).toBe(2_000);
    expect(row?.total).toBe(2_000 + (row?.deliveryFee ?? 0));
  });

  it('applies fee, coupon, tax, surcharge, service charge and tips as the domain says', async () => {
    await setUp({
      store: { tax: 10 },
      zone: { increasedDeliveryFee: 10, increasedDeliveryFeeStatus: 1 },
      settings: { additional_charge_status: 1, additional_charge: 250, dm_tips_status: 1 },
    });
    const item = await w.item({ price: 1_000, discountType: 'percent', discount: 1_000 });
    const coupon = await buildCoupon(t.db, w.module.id, {
      code: 'TENOFF',
      discountType: 'percent',
      discount: 1_000,
      maxDiscount: 200,
    });
    const point = { lat: 0.55, lng: 0.55 };
    const body = buyNowBody(item.id, 3, {
      coupon_code: coupon.code,
      dm_tips: 1,
      latitude: point.lat,
      longitude: point.lng,
    });
    // Lines: 3 × 10.00 − 10 % = 27.00. Coupon: 10 % = 2.70, capped at 2.00. Tax 10 % of
    // (27.00 − 2.00) = 2.50, added. Delivery: distance × 1.00/km within 2.00..50.00, plus the
    // zone's 10 % surcharge. Service charge 2.50, tips 1.00.
    const distance = estimateRoadDistance({ lat: 0.5, lng: 0.5 }, point).distanceMeters;
    const baseFee = Math.min(Math.max(Math.round((distance * 100) / 1000), 200), 5_000);
    const fee = baseFee + Math.round(baseFee / 10);
    const total = 2_700 - 200 + 250 + fee + 250 + 100;

    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    expect(quote).toMatchObject({
      subtotal: 27,
      item_discount: 3,
      coupon_code: 'TENOFF',
      coupon_discount: 2,
      distance,
      delivery_charge: fee / 100,
      free_delivery_reason: null,
      tax: 2.5,
      tax_included: false,
      tax_added: 2.5,
      additional_charge: 2.5,
      dm_tips: 1,
      total_amount: total / 100,
      problems: [],
      can_place: true,
    });
    const placed = OrderPlacedSchema.parse((await client.place(guest, body)).json());
    expect(placed.total_amount).toBe(total / 100);
    const track = OrderTrackSchema.parse(
      (await client.get(guest, orderTrack, { order_id: placed.order_id })).json(),
    );
    expect(track).toMatchObject({
      order_amount: quote.total_amount,
      subtotal: quote.subtotal,
      coupon_discount_amount: quote.coupon_discount,
      delivery_charge: quote.delivery_charge,
      total_tax_amount: quote.tax,
      additional_charge: quote.additional_charge,
      dm_tips: quote.dm_tips,
      coupon_code: 'TENOFF',
      order_status: 'pending',
    });
    expect(track.pending).toEqual(expect.any(String));
    expect(track.confirmed).toBeNull();
  });

  it('quotes included tax as a share that is not added, and free delivery with its reason', async () => {
    await setUp({
      store: { tax: 25, freeDelivery: true },
      settings: { tax_included: 1 },
    });
    const item = await w.item({ price: 1_000 });
    const quote = OrderQuoteSchema.parse(
      (await client.quote(guest, buyNowBody(item.id, 1))).json(),
    );
    // 10.00 × 25 / 125 = 2.00, inside the price.
    expect(quote).toMatchObject({
      subtotal: 10,
      tax: 2,
      tax_included: true,
      tax_added: 0,
      delivery_charge: 0,
      free_delivery_reason: 'store',
      total_amount: 10,
    });
    expect(quote.original_delivery_charge).toBeGreaterThan(0);
  });

  it('charges nothing for delivery on take-away and needs no address', async () => {
    const item = await w.item();
    const body = buyNowBody(item.id, 1, {
      order_type: 'take_away',
      address: null,
      latitude: null,
      longitude: null,
      dm_tips: 5,
    });
    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    expect(quote).toMatchObject({
      delivery_charge: 0,
      dm_tips: 0,
      distance: null,
      total_amount: 10,
    });
    expect((await client.place(guest, body)).statusCode).toBe(200);
  });
});

describe('quote equals place', () => {
  it('answers the same amounts the placed order records, for a customer paying partly by wallet', async () => {
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 500 });
    const caller = { token: customer.token };
    const item = await w.item({ price: 1_250 });
    const body = buyNowBody(item.id, 2, { partial_payment: 1 });
    const quote = OrderQuoteSchema.parse((await client.quote(caller, body)).json());
    expect(quote.wallet_amount).toBe(5);
    expect(quote.other_amount).toBe(quote.total_amount - 5);
    const placed = OrderPlacedSchema.parse((await client.place(caller, body)).json());
    expect(placed.total_amount).toBe(quote.total_amount);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(row?.walletAmount).toBe(500);
    expect(row?.paymentStatus).toBe('unpaid');
  });
});

describe('the page cart', () => {
  it('orders the caller’s cart lines, takes their stock and empties them', async () => {
    const item = await w.item({ price: 400, stock: 10 });
    const add = await t.app.inject({
      ...entryRequest(cartEndpoints.cartAdd),
      headers: { moduleId: String(w.module.id) },
      payload: { guest_id: guest.guestId, item_id: item.id, quantity: 3 },
    });
    expect(add.statusCode).toBe(200);
    const response = await client.place(guest, placeBody());
    expect(response.statusCode).toBe(200);
    const placed = OrderPlacedSchema.parse(response.json());
    expect(await stockOf(item.id)).toBe(7);
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
    const details = OrderDetailsSchema.parse(
      (await client.get(guest, orderDetails, { order_id: placed.order_id })).json(),
    );
    expect(details).toMatchObject([{ item_id: item.id, quantity: 3, price: 12, unit_price: 4 }]);
  });

  it('answers 422 cart for an empty cart', async () => {
    const response = await client.place(guest, placeBody());
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('cart');
  });
});

describe('food', () => {
  it('is made to order: stock is neither checked nor taken', async () => {
    await setUp({ moduleType: 'food' });
    const item = await w.item({ stock: 0 });
    const response = await client.place(guest, buyNowBody(item.id, 3, { order_note: 'No onions' }));
    expect(response.statusCode).toBe(200);
    expect(await stockOf(item.id)).toBe(0);
    const [row] = await t.db.select().from(orders);
    expect(row).toMatchObject({
      orderNote: 'No onions',
      contactPersonNumber: '+15550199',
      deliveryAddress: { address: '12 Test Road', latitude: INSIDE_POINT.lat },
    });
  });
});

describe('checkout rules', () => {
  it('lists each checkout problem under its stable code, and a place of the same body is refused', async () => {
    await setUp({ store: { minimumOrder: 5_000 }, settings: { cash_on_delivery: false } });
    const item = await w.item({ name: 'Tea', stock: 1 });
    const body = buyNowBody(item.id, 1);
    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    expect(quote.problems).toEqual([
      {
        code: 'minimum_order',
        field: 'cart',
        message: 'The minimum order amount is $50.00',
        params: { amount: 50 },
      },
      {
        code: 'payment_unavailable',
        field: 'payment_method',
        message: 'This payment method is not available',
      },
    ]);
    const refused = await client.place(guest, body);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([
      { code: 'cart', message: 'The minimum order amount is $50.00' },
      { code: 'payment_method', message: 'This payment method is not available' },
    ]);
  });

  it('names the line and its stock when a cart line can no longer be ordered', async () => {
    const tea = await w.item({ name: 'Tea', stock: 5 });
    const rice = await w.item({ name: 'Rice' });
    const line = {
      guestId: guest.guestId,
      moduleId: w.module.id,
      storeId: w.store.id,
      model: 'Item' as const,
      quantity: 3,
      variation: { kind: 'none' as const },
      variationKey: '',
    };
    await t.db.insert(cartLines).values([
      { ...line, itemId: tea.id },
      { ...line, itemId: rice.id },
    ]);
    await t.db.update(items).set({ stock: 2 }).where(eq(items.id, tea.id));
    const quote = OrderQuoteSchema.parse((await client.quote(guest, placeBody())).json());
    expect(quote.problems).toContainEqual({
      code: 'item_out_of_stock',
      field: 'cart',
      message: 'Tea: Only 2 left in stock',
      params: { item: 'Tea', count: 2 },
    });
  });

  it('refuses an address outside the store’s zone', async () => {
    const item = await w.item();
    const body = buyNowBody(item.id, 1, {
      latitude: OUTSIDE_POINT.lat,
      longitude: OUTSIDE_POINT.lng,
    });
    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    expect(quote.problems.map((p) => p.code)).toContain('zone');
    const response = await client.place(guest, body);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('latitude');
  });

  it('refuses below the store’s minimum order', async () => {
    await setUp({ store: { minimumOrder: 5_000 } });
    const item = await w.item({ price: 1_000 });
    const response = await client.place(guest, buyNowBody(item.id, 2));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.message).toBe('The minimum order amount is $50.00');
  });

  it('issue 17 §5: a coupon refused for minimum purchase says how much more to add', async () => {
    const item = await w.item({ price: 929 });
    await buildCoupon(t.db, w.module.id, { code: 'WEST10', minPurchase: 1_500 });
    const quote = OrderQuoteSchema.parse(
      (await client.quote(guest, buyNowBody(item.id, 1, { coupon_code: 'WEST10' }))).json(),
    );
    expect(quote.problems).toContainEqual({
      code: 'coupon_min_purchase',
      field: 'coupon_code',
      message: 'Add $5.71 more to use WEST10',
      params: { amount: 5.71, coupon: 'WEST10' },
    });
    expect(quote.coupon_discount).toBe(0);
  });

  it('answers 403 for guests while guest checkout is off, and requires a guest’s contact', async () => {
    const item = await w.item();
    const noContact = await client.place(
      guest,
      buyNowBody(item.id, 1, { contact_person_name: undefined, contact_person_number: undefined }),
    );
    expect(noContact.statusCode).toBe(422);
    expect(errorsOf(noContact).map((e) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
    ]);
    await setUp({ settings: { guest_checkout_status: 0 } });
    const other = await w.item();
    const response = await client.place(guest, buyNowBody(other.id, 1));
    expect(response.statusCode).toBe(403);
  });

  it('needs a signed-in customer for a campaign item', async () => {
    const campaignItem = await w.item({
      availableDateStarts: '2000-01-01',
      availableDateEnds: '2999-12-31',
    });
    const body = buyNowBody(campaignItem.id, 1, {
      cart: [{ item_id: campaignItem.id, model: 'ItemCampaign', quantity: 1, variation: [] }],
    });
    expect((await client.place(guest, body)).statusCode).toBe(403);
    expect((await client.place({}, body)).statusCode).toBe(401);
    const customer = await buildSignedInCustomer(t.db, { phone: '+15550142' });
    const response = await client.place({ token: customer.token }, body);
    expect(response.statusCode).toBe(200);
  });

  it('enforces the cash-on-delivery maximum of the zone module', async () => {
    await setUp({ rates: { maximumCodOrderAmount: 1_500 } });
    const item = await w.item({ price: 1_000 });
    const body = buyNowBody(item.id, 2);
    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    expect(quote.problems).toContainEqual({
      code: 'cash_on_delivery_maximum_exceeded',
      field: 'payment_method',
      message: 'cash on delivery maximum exceeded',
    });
    expect(quote.can_place).toBe(false);
    expect((await client.place(guest, body)).statusCode).toBe(422);
    expect(await stockOf(item.id)).toBe(100);
    const digital = await client.place(guest, { ...body, payment_method: 'digital_payment' });
    expect(digital.statusCode).toBe(200);
  });

  it('refuses a wallet payment for a guest and an unavailable payment method', async () => {
    await setUp({ settings: { cash_on_delivery: false } });
    const item = await w.item();
    const cod = await client.place(guest, buyNowBody(item.id, 1));
    expect(cod.statusCode).toBe(422);
    expect(errorsOf(cod)[0]?.code).toBe('payment_method');
    const wallet = await client.quote(guest, buyNowBody(item.id, 1, { payment_method: 'wallet' }));
    const codes = OrderQuoteSchema.parse(wallet.json()).problems.map((p) => p.code);
    expect(codes).toContain('wallet_needs_customer');
  });
});

describe('store hours and schedule_at', () => {
  // The store is open 10:00–12:00 UTC every day; the tests pick times relative to now.
  const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000);
  const hhmm = (date: Date) => date.toISOString().slice(11, 16);

  it('refuses a closed store now, accepts a schedule_at within its hours', async () => {
    const opens = at(2);
    const closes = at(3);
    await setUp({
      store: { scheduleOrder: true },
      hours: { openingTime: hhmm(opens), closingTime: hhmm(closes) },
    });
    const item = await w.item();
    const now = await client.place(guest, buyNowBody(item.id, 1));
    expect(now.statusCode).toBe(422);
    expect(errorsOf(now)[0]).toEqual({ code: 'schedule_at', message: 'The store is closed now' });

    const inside = new Date(opens.getTime() + 30 * 60_000).toISOString();
    const scheduled = await client.place(guest, buyNowBody(item.id, 1, { schedule_at: inside }));
    expect(scheduled.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders);
    expect(row?.scheduleAt?.toISOString()).toBe(inside);

    const outside = at(5).toISOString();
    const late = await client.place(guest, buyNowBody(item.id, 1, { schedule_at: outside }));
    expect(late.statusCode).toBe(422);
    expect(errorsOf(late)[0]?.message).toBe('The store is closed at the scheduled time');

    const past = at(-2).toISOString();
    const gone = await client.place(guest, buyNowBody(item.id, 1, { schedule_at: past }));
    expect(errorsOf(gone)[0]?.message).toBe('The scheduled time has already passed');
  });

  it('reads the store’s own opening hours, whatever ids its schedule rows have', async () => {
    await setUp({ hours: null });
    // Schedule ids that differ from the store's id: a query that confused the two found no hours.
    await buildStoreSchedule(t.db, w.store.id, { openingTime: '00:00', closingTime: '23:59' });
    await t.db.delete(storeSchedules).where(eq(storeSchedules.storeId, w.store.id));
    await buildStoreSchedule(t.db, w.store.id, { openingTime: '00:00', closingTime: '23:59' });
    const item = await w.item();
    const placed = await client.place(guest, buyNowBody(item.id, 1));
    expect(placed.statusCode).toBe(200);
  });

  it('issue 17 §2: a placed order carries its store’s time zone, so its times read on its clock', async () => {
    await setUp({ store: { timeZone: 'Asia/Dhaka' }, hours: null });
    await buildStoreSchedule(t.db, w.store.id, { openingTime: '00:00', closingTime: '23:59' });
    const item = await w.item();
    const placed = OrderPlacedSchema.parse(
      (await client.place(guest, buyNowBody(item.id, 1))).json(),
    );
    const track = await client.get(guest, orderTrack, { order_id: placed.order_id });
    expect(OrderTrackSchema.parse(track.json()).time_zone).toBe('Asia/Dhaka');
    const list = (await client.get(guest, runningOrders, { limit: 10, offset: 1 })).json() as {
      orders: { time_zone: string }[];
    };
    expect(list.orders.map((order) => order.time_zone)).toEqual(['Asia/Dhaka']);
  });

  it('refuses schedule_at when the store takes no scheduled orders', async () => {
    await setUp({ store: { scheduleOrder: false } });
    const item = await w.item();
    const response = await client.place(
      guest,
      buyNowBody(item.id, 1, { schedule_at: at(1).toISOString() }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.message).toBe('This store does not take scheduled orders');
  });
});

describe('digital payment', () => {
  it('creates a pending demo payment and answers where to pay', async () => {
    const item = await w.item();
    const response = await client.place(
      guest,
      buyNowBody(item.id, 1, { payment_method: 'digital_payment' }),
    );
    const placed = OrderPlacedSchema.parse(response.json());
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ orderId: placed.order_id, gateway: 'demo', status: 'pending' });
    expect(placed.redirect_link).toBe(`${TEST_PUBLIC_URL}/payment/demo/${payment?.token}`);
    expect(payment?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order to a retried place, also when retries race', async () => {
    const item = await w.item({ stock: 10 });
    const first = await client.place(guest, buyNowBody(item.id, 1), 'attempt-1');
    const again = await client.place(guest, buyNowBody(item.id, 1), 'attempt-1');
    expect(OrderPlacedSchema.parse(again.json()).order_id).toBe(
      OrderPlacedSchema.parse(first.json()).order_id,
    );
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => client.place(guest, buyNowBody(item.id, 1), 'attempt-2')),
    );
    const ids = new Set(racing.map((r) => OrderPlacedSchema.parse(r.json()).order_id));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(orders)).toHaveLength(2);
    expect(await stockOf(item.id)).toBe(8);
  });

  it('looks the key up first: a retry after a lost answer gets the order, not "Out of Stock"', async () => {
    const item = await w.item({ stock: 1 });
    const first = await client.place(guest, buyNowBody(item.id, 1), 'lost-answer');
    expect(first.statusCode).toBe(200);
    const retry = await client.place(guest, buyNowBody(item.id, 1), 'lost-answer');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(item.id)).toBe(0);
  });

  it('refuses the same key with a different body with 422, placing nothing', async () => {
    const item = await w.item({ stock: 10 });
    await client.place(guest, buyNowBody(item.id, 1), 'one-body');
    const other = await client.place(guest, buyNowBody(item.id, 3), 'one-body');
    expect(other.statusCode).toBe(422);
    expect(errorsOf(other)).toEqual([
      {
        code: 'Idempotency-Key',
        message: 'This Idempotency-Key was already used for a different request',
      },
    ]);
    expect(await t.db.select().from(orders)).toHaveLength(1);
    expect(await stockOf(item.id)).toBe(9);
  });

  it('remembers a key for 24 hours: after that the same key places a new order', async () => {
    const item = await w.item({ stock: 10 });
    const first = OrderPlacedSchema.parse(
      (await client.place(guest, buyNowBody(item.id, 1), 'day-old')).json(),
    );
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000 - 1_000) })
      .where(eq(orders.id, first.order_id));
    const later = await client.place(guest, buyNowBody(item.id, 1), 'day-old');
    expect(later.statusCode).toBe(200);
    expect(OrderPlacedSchema.parse(later.json()).order_id).not.toBe(first.order_id);
  });

  it('keeps keys per owner: another caller’s key is theirs', async () => {
    const item = await w.item({ stock: 10 });
    const other = { guestId: await buildGuest(t.db) };
    await client.place(guest, buyNowBody(item.id, 1), 'same-key');
    await client.place(other, buyNowBody(item.id, 1), 'same-key');
    expect(await t.db.select().from(orders)).toHaveLength(2);
  });
});

describe('validation', () => {
  it('rejects a malformed body with 422 entries named after the fields', async () => {
    const response = await client.place(guest, { payment_method: 'barter' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('payment_method');
  });
});
