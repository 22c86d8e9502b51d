import {
  orderDetails,
  orderList,
  orderTrack,
  runningOrders,
} from '@marketplace/contract/endpoints/orders';
import {
  OrderCanceledSchema,
  OrderListSchema,
  OrderPlacedSchema,
} from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { users } from '../../db/schema/customers';
import { couponUsages, orders, walletTransactions } from '../../db/schema/orders';
import type { OrderStatusEvent } from '../../services/order-event-bus';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { buildCoupon } from '../../test/builders/promotions';
import type { TestApp } from '../../test/test-app';
import { transitionOrder } from './order-transition';
import type { OrderClient, TestCaller } from './testing/order-client';
import { useOrderTestWorld } from './testing/order-test-world';

const world = useOrderTestWorld();
let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;
let guest: TestCaller;
let otherGuest: TestCaller;
let customer: TestCaller & { userId: number };

beforeEach(async () => {
  ({ t, w, client } = world);
  guest = { guestId: await buildGuest(t.db) };
  otherGuest = { guestId: await buildGuest(t.db) };
  const signedIn = await buildSignedInCustomer(t.db, { walletBalance: 10_000, phone: '+15550160' });
  customer = { token: signedIn.token, userId: signedIn.userId };
});

async function place(caller: TestCaller, itemId: number, overrides: Record<string, unknown> = {}) {
  const response = await client.place(caller, buyNowBody(itemId, 2, overrides));
  expect(response.statusCode).toBe(200);
  return OrderPlacedSchema.parse(response.json()).order_id;
}

async function stockOf(itemId: number): Promise<number> {
  const [row] = await t.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row?.stock ?? -1;
}

describe('ownership', () => {
  it('a guest cannot read or cancel another guest’s or a customer’s order', async () => {
    const item = await w.item({ stock: 20 });
    const guestOrder = await place(guest, item.id, { contact_person_number: '+15550111' });
    const customerOrder = await place(customer, item.id);
    for (const orderId of [guestOrder, customerOrder]) {
      for (const entry of [orderDetails, orderTrack]) {
        const response = await client.get(otherGuest, entry, { order_id: orderId });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: [{ code: 'order', message: 'Order not found' }],
        });
      }
      const cancel = await client.cancel(otherGuest, { order_id: orderId, reason: 'not mine' });
      expect(cancel.statusCode).toBe(404);
    }
    // Knowing the customer's contact number does not open a customer's order to a guest.
    const [customerRow] = await t.db.select().from(orders).where(eq(orders.id, customerOrder));
    const byNumber = await client.get(otherGuest, orderTrack, {
      order_reference: customerRow?.reference ?? '',
      contact_number: '+15550160',
    });
    expect(byNumber.statusCode).toBe(404);
    const mine = await client.get(otherGuest, runningOrders);
    expect(OrderListSchema.parse(mine.json()).total_size).toBe(0);
    expect(await stockOf(item.id)).toBe(16);
  });

  it('a customer sees only their own orders', async () => {
    const item = await w.item({ stock: 20 });
    const guestOrder = await place(guest, item.id);
    const own = await place(customer, item.id);
    expect((await client.get(customer, orderTrack, { order_id: guestOrder })).statusCode).toBe(404);
    const running = OrderListSchema.parse((await client.get(customer, runningOrders)).json());
    expect(running.orders.map((o) => o.id)).toEqual([own]);
  });

  it('answers 401 without a token or guest id', async () => {
    expect((await client.get({}, orderList)).statusCode).toBe(401);
  });
});

describe('cancel', () => {
  it('needs a reason', async () => {
    const item = await w.item();
    const orderId = await place(guest, item.id);
    const response = await client.cancel(guest, { order_id: orderId, reason: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: [{ code: 'reason', message: 'Please select a cancellation reason' }],
    });
  });

  it('restores stock, wallet and coupon exactly once when canceled twice', async () => {
    const item = await w.item({ stock: 10, price: 1_000 });
    const coupon = await buildCoupon(t.db, w.module.id, {
      code: 'SAVE1',
      discountType: 'amount',
      discount: 100,
      limit: 1,
    });
    const orderId = await place(customer, item.id, {
      payment_method: 'wallet',
      coupon_code: coupon.code,
    });
    expect(await stockOf(item.id)).toBe(8);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed?.couponId).toBe(coupon.id);

    const events: OrderStatusEvent[] = [];
    t.deps.orderEvents.subscribe(orderId, (event) => events.push(event));
    const [first, second] = await Promise.all([
      client.cancel(customer, { order_id: orderId, reason: 'Changed my mind' }),
      client.cancel(customer, { order_id: orderId, reason: 'Changed my mind' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const third = await client.cancel(customer, { order_id: orderId, reason: 'again' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      errors: [{ code: 'order_status', message: 'You can not cancel this order now' }],
    });

    expect(await stockOf(item.id)).toBe(10);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.walletBalance).toBe(10_000);
    const moves = await t.db.select().from(walletTransactions);
    expect(moves.map((m) => m.kind).sort()).toEqual(['order_payment', 'order_refund']);
    expect(await t.db.select().from(couponUsages)).toHaveLength(0);
    expect(events).toMatchObject([{ orderId, status: 'canceled' }]);

    const ok = first?.statusCode === 200 ? first : second;
    const canceled = OrderCanceledSchema.parse(ok?.json());
    expect(canceled.order).toMatchObject({
      order_status: 'canceled',
      cancellation_reason: 'Changed my mind',
      is_running: false,
    });
    expect(canceled.order.status_times.canceled).toEqual(expect.any(String));
    // The history list has it now, the running list no more.
    const history = OrderListSchema.parse((await client.get(customer, orderList)).json());
    expect(history.orders.map((o) => o.id)).toEqual([orderId]);
    const running = OrderListSchema.parse((await client.get(customer, runningOrders)).json());
    expect(running.total_size).toBe(0);
    // The coupon can be used again.
    expect(
      (await client.place(customer, buyNowBody(item.id, 1, { coupon_code: 'SAVE1' }))).statusCode,
    ).toBe(200);
  });

  it('refuses once the order has moved on from pending', async () => {
    const item = await w.item({ stock: 10 });
    const orderId = await place(guest, item.id);
    await transitionOrder(t.deps, orderId, 'confirmed');
    const response = await client.cancel(guest, { order_id: orderId, reason: 'too slow' });
    expect(response.statusCode).toBe(409);
    expect(await stockOf(item.id)).toBe(8);
  });
});

describe('transitionOrder', () => {
  it('answers 409 order_status for a move the state machine forbids', async () => {
    const item = await w.item();
    const orderId = await place(guest, item.id);
    await expect(transitionOrder(t.deps, orderId, 'delivered')).rejects.toMatchObject({
      status: 409,
      code: 'order_status',
    });
  });

  it('releases a failed order’s stock once and publishes after commit', async () => {
    const item = await w.item({ stock: 10 });
    const orderId = await place(guest, item.id);
    const events: OrderStatusEvent[] = [];
    t.deps.orderEvents.subscribe(orderId, (event) => events.push(event));
    const failed = await transitionOrder(t.deps, orderId, 'failed');
    expect(failed).toMatchObject({ status: 'failed', paymentStatus: 'failed' });
    await expect(transitionOrder(t.deps, orderId, 'failed')).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(item.id)).toBe(10);
    expect(events.map((e) => e.status)).toEqual(['failed']);
  });

  it('publishes nothing when the surrounding transaction rolls back', async () => {
    const item = await w.item({ stock: 10 });
    const orderId = await place(guest, item.id);
    const events: OrderStatusEvent[] = [];
    t.deps.orderEvents.subscribe(orderId, (event) => events.push(event));
    const { runOrderTransaction } = await import('./order-event-queue');
    await expect(
      runOrderTransaction(t.deps, async (tx) => {
        await transitionOrder({ ...t.deps, db: tx }, orderId, 'canceled');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(events).toEqual([]);
    expect(await stockOf(item.id)).toBe(8);
  });
});
