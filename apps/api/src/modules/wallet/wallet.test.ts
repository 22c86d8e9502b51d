import * as walletEndpoints from '@marketplace/contract/endpoints/wallet';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loyaltyPointTransactions, users } from '../../db/schema/customers';
import { walletTransactions } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../auth/auth-test-kit';
import { customerWithPoints as withPoints } from './testing/customer-with-points';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

const customerWithPoints = (points: number) => withPoints(t, points);

async function balances(userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const [points] = await t.db
    .select({ total: sum(loyaltyPointTransactions.points) })
    .from(loyaltyPointTransactions)
    .where(eq(loyaltyPointTransactions.userId, userId));
  const [wallet] = await t.db
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return {
    points: row?.loyaltyPoint,
    wallet: row?.walletBalance,
    pointsLedger: Number(points?.total ?? 0),
    walletLedger: Number(wallet?.total ?? 0),
  };
}

const transfer = (token: string, point: unknown) =>
  call(t.app, walletEndpoints.loyaltyPointTransfer, { point }, { token });

describe('POST /customer/loyalty-point/point-transfer', () => {
  it("converts at the config's exchange rate: 'Point to wallet transfer successfully'", async () => {
    const { customer, token } = await customerWithPoints(250);
    const response = await transfer(token, 250);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Point to wallet transfer successfully' });
    expect(await balances(customer.id)).toEqual({
      points: 0,
      wallet: 250,
      pointsLedger: 0,
      walletLedger: 250,
    });
  });

  it("refuses fewer points than the config's minimum and more than the balance", async () => {
    const { customer, token } = await customerWithPoints(150);
    const few = await transfer(token, 99);
    expect(few.statusCode).toBe(422);
    expect(few.json().errors).toEqual([
      { code: 'point', message: 'The minimum points to convert is 100' },
    ]);
    const many = await transfer(token, 151);
    expect(many.statusCode).toBe(422);
    expect(many.json().errors[0]).toEqual({
      code: 'point',
      message: 'You do not have enough points',
    });
    const junk = await transfer(token, 'lots');
    expect(junk.statusCode).toBe(422);
    expect((await balances(customer.id)).points).toBe(150);
  });

  it('points never go below zero under concurrent transfers; balances equal their ledgers', async () => {
    const { customer, token } = await customerWithPoints(300);
    const answers = await Promise.all(Array.from({ length: 6 }, () => transfer(token, 100)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await balances(customer.id)).toEqual({
      points: 0,
      wallet: 300,
      pointsLedger: 0,
      walletLedger: 300,
    });
  });

  it('is refused with 403 when loyalty points are switched off', async () => {
    await buildSettings(t.db, { loyalty_point_status: 0 });
    const { token } = await customerWithPoints(300);
    const response = await transfer(token, 100);
    expect(response.statusCode).toBe(403);
  });

  it('needs a bearer token', async () => {
    const response = await call(t.app, walletEndpoints.loyaltyPointTransfer, { point: 100 });
    expect(response.statusCode).toBe(401);
  });
});

describe('wallet and loyalty transactions', () => {
  it('each customer reads only their own ledgers, newest first, paged', async () => {
    const { token } = await customerWithPoints(400);
    const other = await customerWithPoints(500);
    await transfer(token, 100);
    await transfer(token, 200);
    await transfer(other.token, 500);

    const wallet = await call(t.app, walletEndpoints.walletTransactions, undefined, {
      query: { limit: 1, offset: 1 },
      token,
    });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({
      total_size: 2,
      limit: 1,
      offset: 1,
      data: [{ transaction_type: 'loyalty_point', credit: 2, debit: 0, balance: 3 }],
    });

    const points = await call(t.app, walletEndpoints.loyaltyPointTransactions, undefined, {
      method: 'GET',
      token,
    });
    expect(points.json().total_size).toBe(3);
    expect(
      points.json().data.map((row: { debit: number; credit: number }) => [row.credit, row.debit]),
    ).toEqual([
      [0, 200],
      [0, 100],
      [400, 0],
    ]);
    expect(points.json().data[0].wallet_amount).toBe(2);
  });

  it('needs a bearer token', async () => {
    const response = await call(t.app, walletEndpoints.walletTransactions, undefined, {
      method: 'GET',
    });
    expect(response.statusCode).toBe(401);
  });
});
