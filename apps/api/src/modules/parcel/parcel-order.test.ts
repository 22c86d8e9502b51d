import { orderTrack, runningOrders } from '@marketplace/contract/endpoints/orders';
import {
  OrderPlacedSchema,
  OrderQuoteSchema,
  OrderTrackSchema,
} from '@marketplace/contract/orders';
import {
  PARCEL_RECEIVER_OUTSIDE_MESSAGE,
  PARCEL_RECEIVER_PAYS_CASH_MESSAGE,
} from '@marketplace/contract/parcel-order';
import { estimateRoadDistance } from '@marketplace/domain/geo/distance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { orders, payments, walletTransactions } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildModule } from '../../test/builders/module';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrderClient, type OrderClient } from '../orders/testing/order-client';
import {
  buildParcelWorld,
  FAR_POINT,
  type ParcelWorld,
  parcelBody,
  RECEIVER_POINT,
  SENDER_POINT,
} from './testing/parcel-world';

/*
 * Issue 16: a parcel is placed, priced, paid, tracked and canceled like an order, with the fee
 * the server computes from its own distance and the category (never the client's numbers).
 */

let t: TestApp;
let w: ParcelWorld;
let client: OrderClient;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  w = await buildParcelWorld(t.db);
  client = createOrderClient(t, w.module.id);
});

const metres = estimateRoadDistance(SENDER_POINT, RECEIVER_POINT).distanceMeters;
/** distance × per km (minor units), rounded half up, never below the minimum. */
const byDistance = (perKm: number, minimum: number) =>
  Math.max(minimum, Math.round((Math.round(metres) * perKm) / 1000));

describe('placing a parcel', () => {
  it('charges the fee the server computes, whatever amounts the client sends', async () => {
    const guestId = await buildGuest(t.db);
    const body = parcelBody(w.documents.id, {
      delivery_charge: 0.01,
      order_amount: 0.01,
      distance: 1,
    });
    const placed = await client.place({ guestId }, body);
    expect(placed.statusCode).toBe(200);
    const answer = OrderPlacedSchema.parse(placed.json());
    const fee = byDistance(60, 249);
    expect(fee).toBeGreaterThan(249);
    expect(answer.total_amount).toBe(fee / 100);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id));
    expect(row).toMatchObject({
      storeId: null,
      orderType: 'parcel',
      deliveryFee: fee,
      total: fee,
      chargePayer: 'sender',
      parcelCategoryId: w.documents.id,
      zoneId: w.zone.id,
      contactPersonNumber: '+15550100',
      deliveryInstruction: 'Call the receiver before arriving',
    });
  });

  it('uses the zone’s parcel rate for a category without its own, and adds the parcel tax', async () => {
    await buildParcelWorld(t.db, { settings: { parcel_tax: 10 } });
    // The second world replaced the settings; this world's zone and box are still there.
    const quote = await client.quote({ guestId: await buildGuest(t.db) }, parcelBody(w.box.id));
    expect(quote.statusCode).toBe(200);
    const q = OrderQuoteSchema.parse(quote.json());
    const fee = byDistance(100, 500);
    expect(q).toMatchObject({
      store_id: null,
      order_type: 'parcel',
      delivery_charge: fee / 100,
      tax: Math.round(fee / 10) / 100,
      tax_included: false,
      total_amount: (fee + Math.round(fee / 10)) / 100,
      can_place: true,
    });
    expect(q.distance).toBe(Math.round(metres));
  });

  it('lets the receiver pay only by cash on delivery', async () => {
    const guestId = await buildGuest(t.db);
    const digital = await client.place(
      { guestId },
      parcelBody(w.documents.id, { charge_payer: 'receiver', payment_method: 'digital_payment' }),
    );
    expect(digital.statusCode).toBe(422);
    expect(digital.json().errors).toEqual([
      { code: 'payment_method', message: PARCEL_RECEIVER_PAYS_CASH_MESSAGE },
    ]);
    const cash = await client.place(
      { guestId },
      parcelBody(w.documents.id, { charge_payer: 'receiver' }),
    );
    expect(cash.statusCode).toBe(200);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });

  it('opens a payment for the sender’s digital payment and debits a customer’s wallet', async () => {
    const guestId = await buildGuest(t.db);
    const digital = await client.place(
      { guestId },
      parcelBody(w.documents.id, { payment_method: 'digital_payment' }),
    );
    expect(digital.statusCode).toBe(200);
    expect(OrderPlacedSchema.parse(digital.json()).redirect_link).toMatch(/\/payment\/demo\//);
    expect(await t.db.select().from(payments)).toHaveLength(1);

    const customer = await buildSignedInCustomer(t.db, { walletBalance: 300 });
    const short = await client.place(
      { token: customer.token },
      parcelBody(w.documents.id, { payment_method: 'wallet' }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].code).toBe('payment_method');
    await t.db.update(users).set({ walletBalance: 10_000 }).where(eq(users.id, customer.userId));
    const paid = await client.place(
      { token: customer.token },
      parcelBody(w.documents.id, { payment_method: 'wallet' }),
    );
    expect(paid.statusCode).toBe(200);
    const fee = byDistance(60, 249);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.walletBalance).toBe(10_000 - fee);
    expect(await t.db.select().from(walletTransactions)).toHaveLength(1);
  });

  it('refuses points outside the zones that serve parcels, and missing parcel fields', async () => {
    const guestId = await buildGuest(t.db);
    const outside = await client.place(
      { guestId },
      parcelBody(w.documents.id, {
        receiver_details: { ...parcelBody(0).receiver_details, latitude: FAR_POINT.lat },
      }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual([
      { code: 'receiver_details', message: PARCEL_RECEIVER_OUTSIDE_MESSAGE },
    ]);
    const missing = await client.place(
      { guestId },
      { order_type: 'parcel', payment_method: 'cash_on_delivery' },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'parcel_category_id',
      'receiver_details',
      'address',
      'latitude',
      'longitude',
    ]);
    const badReceiver = await client.place(
      { guestId },
      parcelBody(w.documents.id, { receiver_details: { contact_person_name: 'R' } }),
    );
    expect(badReceiver.statusCode).toBe(422);
    const retired = await client.place({ guestId }, parcelBody(999_999));
    expect(retired.json().errors[0].code).toBe('parcel_category_id');
    const food = await buildModule(t.db, { moduleType: 'food' });
    const otherModule = await createOrderClient(t, food.id).place(
      { guestId },
      parcelBody(w.documents.id),
    );
    expect(otherModule.json().errors[0].code).toBe('moduleId');
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('keeps a guest out while guest checkout is off', async () => {
    await buildParcelWorld(t.db, { settings: { guest_checkout_status: 0 } });
    const placed = await client.place({ guestId: await buildGuest(t.db) }, parcelBody(w.box.id));
    expect(placed.statusCode).toBe(403);
    expect(placed.json().errors[0].code).toBe('guest_checkout');
  });
});

describe('idempotent place', () => {
  it('10 concurrent places with one key make one parcel; another body with it is a 422', async () => {
    const guestId = await buildGuest(t.db);
    const body = parcelBody(w.documents.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.place({ guestId }, body, 'parcel-key-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.json().order_id));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(orders)).toHaveLength(1);
    const other = await client.place({ guestId }, parcelBody(w.box.id), 'parcel-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('Idempotency-Key');
  });

  it('concurrent wallet parcels never spend more than the balance', async () => {
    const fee = byDistance(60, 249);
    const customer = await buildSignedInCustomer(t.db, { walletBalance: fee * 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.place(
          { token: customer.token },
          parcelBody(w.documents.id, { payment_method: 'wallet' }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.walletBalance).toBe(0);
  });
});

describe('tracking, my orders and cancel', () => {
  it('shows the parcel to its sender only, and cancels it while pending', async () => {
    const guestId = await buildGuest(t.db);
    const placed = await client.place({ guestId }, parcelBody(w.documents.id));
    const orderId = placed.json().order_id;

    const track = await client.get({ guestId }, orderTrack, { order_id: orderId });
    expect(track.statusCode).toBe(200);
    const order = OrderTrackSchema.parse(track.json());
    expect(order).toMatchObject({
      store_id: null,
      store: null,
      order_type: 'parcel',
      charge_payer: 'sender',
      delivery_instruction: 'Call the receiver before arriving',
      parcel_category: { id: w.documents.id, name: 'Documents' },
      receiver_details: {
        contact_person_name: 'Rita Receiver',
        contact_person_number: '+15550199',
        latitude: RECEIVER_POINT.lat,
        floor: '2',
      },
      delivery_address: { address: '12 Sender Street', contact_person_name: 'Sam Sender' },
      // No store: its times are written in the business's zone.
      time_zone: w.settings.time_zone,
    });
    const running = await client.get({ guestId }, runningOrders);
    expect(running.json().orders.map((o: { id: number }) => o.id)).toEqual([orderId]);

    const stranger = await buildGuest(t.db);
    expect(
      (await client.get({ guestId: stranger }, orderTrack, { order_id: orderId })).statusCode,
    ).toBe(404);
    const theirs = await client.cancel({ guestId: stranger }, { order_id: orderId, reason: 'x' });
    expect(theirs.statusCode).toBe(404);

    const canceled = await client.cancel(
      { guestId },
      { order_id: orderId, reason: 'Sent by mistake' },
    );
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().order.order_status).toBe('canceled');
    const again = await client.cancel({ guestId }, { order_id: orderId, reason: 'again' });
    expect(again.statusCode).toBe(409);
  });

  it('gives a wallet-paid parcel’s money back when it is canceled', async () => {
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 10_000 });
    const placed = await client.place(
      { token: customer.token },
      parcelBody(w.documents.id, { payment_method: 'wallet' }),
    );
    const orderId = placed.json().order_id;
    await client.cancel({ token: customer.token }, { order_id: orderId, reason: 'Changed plans' });
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.walletBalance).toBe(10_000);
  });
});
