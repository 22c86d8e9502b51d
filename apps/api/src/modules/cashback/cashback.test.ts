import { CashbackListSchema, CashbackPreviewSchema } from '@marketplace/contract/cashback';
import { apiPath } from '@marketplace/contract/endpoint';
import { cashbackList, cashbackPreview } from '@marketplace/contract/endpoints/cashback';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cashbackCredits, cashbackOffers } from '../../db/schema/cashback';
import { users } from '../../db/schema/customers';
import { walletTransactions } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import type { TestApp } from '../../test/test-app';
import { operatorStatusRequest } from '../order-tracking/testing/operator-status-request';
import { buildOrder, type Shop } from '../order-tracking/testing/order-builders';
import { useShopTestWorld } from '../order-tracking/testing/shop-test-world';
import { creditDeliveredCashback } from './credit-cashback';

const KEY = 'operator-test-key-0123456789';
const world = useShopTestWorld({
  env: { OPERATOR_KEY: KEY },
  settings: { time_zone: 'UTC' },
  stock: 50,
});
let t: TestApp;
let shop: Shop;
beforeEach(() => {
  ({ t, shop } = world);
});

/** 10 % back, at most 5.00, on orders of 20.00 or more, running today (minor units). */
async function buildOffer(overrides: Partial<typeof cashbackOffers.$inferInsert> = {}) {
  const [offer] = await t.db
    .insert(cashbackOffers)
    .values({
      title: '10% back',
      cashbackType: 'percent',
      amount: 1_000,
      minPurchase: 2_000,
      maxDiscount: 500,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!offer) throw new Error('offer not inserted');
  return offer;
}

function deliver(orderId: number) {
  return t.app.inject(operatorStatusRequest(orderId, KEY, { status: 'delivered' }));
}

/** 3 × 10.00 + 5.00 delivery = 35.00, picked up and paid: the next step is delivered. */
function pickedUpOrder(owner: { userId: number } | { guestId: string }) {
  return buildOrder(t.db, shop, {
    owner,
    quantity: 3,
    overrides: { status: 'picked_up', paymentStatus: 'paid' },
  });
}

async function cashbackMoves(userId: number) {
  return t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.kind, 'cashback')));
}

async function walletOf(userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row?.walletBalance;
}

describe('cashback/list and getCashback', () => {
  it('lists the offers running today, not the ended or switched-off ones', async () => {
    await buildOffer();
    await buildOffer({ title: 'Ended', endDate: '2001-01-01' });
    await buildOffer({ title: 'Off', status: 0 });
    const response = await t.app.inject({ method: 'GET', url: apiPath(cashbackList) });
    expect(response.statusCode).toBe(200);
    expect(CashbackListSchema.parse(response.json())).toEqual([
      expect.objectContaining({
        title: '10% back',
        cashback_type: 'percent',
        cashback_amount: 10,
        min_purchase: 20,
        max_discount: 5,
      }),
    ]);
  });

  it('says what an order total would earn, and nothing below the minimum', async () => {
    await buildOffer();
    const ask = (amount: string) =>
      t.app.inject({ method: 'GET', url: `${apiPath(cashbackPreview)}?amount=${amount}` });
    expect(CashbackPreviewSchema.parse((await ask('35')).json()).cashback).toBe(3.5);
    expect(CashbackPreviewSchema.parse((await ask('80')).json()).cashback).toBe(5);
    expect(CashbackPreviewSchema.parse((await ask('19.99')).json())).toEqual({
      cashback: 0,
      offer: null,
    });
    expect((await ask('lots')).statusCode).toBe(422);
  });
});

describe('cashback credited when the order is delivered', () => {
  it('is credited to the wallet once, when the delivery is replayed at the same moment', async () => {
    await buildOffer();
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 1_000 });
    const order = await pickedUpOrder({ userId: customer.userId });
    const answers = await Promise.all([deliver(order.id), deliver(order.id), deliver(order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await walletOf(customer.userId)).toBe(1_000 + 350);
    expect(await cashbackMoves(customer.userId)).toEqual([
      expect.objectContaining({ amount: 350, orderId: order.id, balanceAfter: 1_350 }),
    ]);
  });

  it('a replayed delivery hook (the same order credited again, even concurrently) pays nothing more', async () => {
    await buildOffer();
    const customer = await buildSignedInCustomer(t.db);
    const order = await pickedUpOrder({ userId: customer.userId });
    const settings = { customer_wallet_status: 1 as const, time_zone: 'UTC' };
    const credited = await Promise.all(
      [1, 2, 3].map(() => t.db.transaction((tx) => creditDeliveredCashback(tx, order, settings))),
    );
    expect(credited.sort()).toEqual([0, 0, 350]);
    expect(await walletOf(customer.userId)).toBe(350);
    expect(await t.db.select().from(cashbackCredits)).toHaveLength(1);
  });

  it('a customer earns an offer at most its same_user_limit times, even on deliveries at once', async () => {
    await buildOffer({ sameUserLimit: 1 });
    const customer = await buildSignedInCustomer(t.db);
    const first = await pickedUpOrder({ userId: customer.userId });
    const second = await pickedUpOrder({ userId: customer.userId });
    const answers = await Promise.all([deliver(first.id), deliver(second.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await cashbackMoves(customer.userId)).toHaveLength(1);
    expect(await walletOf(customer.userId)).toBe(350);
  });

  it('a guest’s order, an order below the minimum and a switched-off wallet earn nothing', async () => {
    await buildOffer();
    const guestOrder = await pickedUpOrder({ guestId: await buildGuest(t.db) });
    expect((await deliver(guestOrder.id)).statusCode).toBe(200);
    expect(await t.db.select().from(cashbackCredits)).toEqual([]);

    const customer = await buildSignedInCustomer(t.db);
    const small = await buildOrder(t.db, shop, {
      owner: { userId: customer.userId },
      overrides: { status: 'picked_up', paymentStatus: 'paid' },
    });
    expect((await deliver(small.id)).statusCode).toBe(200);
    expect(await cashbackMoves(customer.userId)).toEqual([]);

    await buildSettings(t.db, { time_zone: 'UTC', customer_wallet_status: 0 });
    const walletOff = await pickedUpOrder({ userId: customer.userId });
    expect((await deliver(walletOff.id)).statusCode).toBe(200);
    expect(await cashbackMoves(customer.userId)).toEqual([]);
  });
});
