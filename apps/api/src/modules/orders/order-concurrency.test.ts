import { OrderPlacedSchema } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { users } from '../../db/schema/customers';
import { couponUsages, orders, walletTransactions } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildCheckoutWorld, buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { buildCoupon } from '../../test/builders/promotions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrderClient, type OrderClient } from './testing/order-client';

/*
 * Money-safe under concurrency (issue 6 "Must show"). The requests run as truly concurrent
 * transactions on PostgreSQL (the embedded server, or TEST_DATABASE_URL's), where only the row
 * locks keep these numbers right.
 */

let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  w = await buildCheckoutWorld(t.db, { settings: { guest_checkout_status: 1 } });
  client = createOrderClient(t, w.module.id);
});

describe('stock', () => {
  it('20 concurrent orders for an item with stock 5 give exactly 5 orders and stock 0', async () => {
    const item = await w.item({ stock: 5 });
    const guests = await Promise.all(Array.from({ length: 20 }, () => buildGuest(t.db)));
    const responses = await Promise.all(
      guests.map((guestId) => client.place({ guestId }, buyNowBody(item.id, 1))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    const [row] = await t.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, item.id));
    expect(row?.stock).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(5);
  });

  it('takes a choice-option variation’s stock and the item’s together', async () => {
    const item = await w.item({
      stock: 5,
      variations: [
        { type: 'Small', price: 800, stock: 2 },
        { type: 'Large', price: 1_200, stock: 3 },
      ],
    });
    const guests = await Promise.all(Array.from({ length: 6 }, () => buildGuest(t.db)));
    const body = buyNowBody(item.id, 1, {
      cart: [{ item_id: item.id, model: 'Item', quantity: 1, variation: [{ type: 'Small' }] }],
    });
    const responses = await Promise.all(guests.map((guestId) => client.place({ guestId }, body)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.stock).toBe(3);
    expect(row?.variations).toEqual([
      { type: 'Small', price: 800, stock: 0 },
      { type: 'Large', price: 1_200, stock: 3 },
    ]);
  });
});

describe('coupon limit', () => {
  it('a coupon with a limit of 1 used twice at once succeeds once', async () => {
    // Two different items, so no item lock lines the two orders up: only the coupon's does.
    const [first, second] = [await w.item({ stock: 50 }), await w.item({ stock: 50 })];
    const coupon = await buildCoupon(t.db, w.module.id, {
      code: 'ONCE',
      limit: 1,
      discountType: 'amount',
      discount: 100,
    });
    const customer = await buildSignedInCustomer(t.db, { phone: '+15550177' });
    const caller = { token: customer.token };
    const responses = await Promise.all(
      [first, second].map((item) =>
        client.place(caller, buyNowBody(item.id, 1, { coupon_code: coupon.code })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((r) => r.statusCode === 422);
    expect(refused?.json()).toEqual({
      errors: [
        {
          code: 'coupon_code',
          message: 'You have already used this coupon the maximum number of times',
        },
      ],
    });
    expect(await t.db.select().from(couponUsages)).toHaveLength(1);
  });
});

describe('wallet', () => {
  it('two concurrent wallet orders cannot overdraw the balance', async () => {
    // Two different items, so no item lock lines the two orders up: only the wallet's does.
    const bought = [await w.item({ price: 1_000 }), await w.item({ price: 1_000 })];
    const customer = await buildSignedInCustomer(t.db, {
      walletBalance: 2_000,
      phone: '+15550178',
    });
    const caller = { token: customer.token };
    // Each order costs 10.00 + delivery, so the 20.00 balance pays for one only.
    const responses = await Promise.all(
      bought.map((item) =>
        client.place(caller, buyNowBody(item.id, 1, { payment_method: 'wallet' })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const placed = OrderPlacedSchema.parse(responses.find((r) => r.statusCode === 200)?.json());
    const [user] = await t.db
      .select({ balance: users.walletBalance })
      .from(users)
      .where(eq(users.id, customer.userId));
    expect(user?.balance).toBe(2_000 - Math.round(placed.total_amount * 100));
    expect(user?.balance).toBeGreaterThanOrEqual(0);
    const moves = await t.db.select().from(walletTransactions);
    expect(moves).toMatchObject([
      { amount: -Math.round(placed.total_amount * 100), kind: 'order_payment' },
    ]);
    const [order] = await t.db.select().from(orders);
    expect(order?.paymentStatus).toBe('paid');
  });
});
