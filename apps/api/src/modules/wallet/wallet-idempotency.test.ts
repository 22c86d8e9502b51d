import type { Endpoint } from '@marketplace/contract/endpoint';
import { loyaltyPointTransfer, walletAddFund } from '@marketplace/contract/endpoints/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { payments } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer, nextIp } from '../auth/auth-test-kit';
import { customerWithPoints as withPoints } from './testing/customer-with-points';

// Issue 12 §4: the Idempotency-Key rule of order place holds on every money-moving endpoint.

const WEB_URL = 'http://shop.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_URL } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

const customerWithPoints = (points: number) => withPoints(t, points);

function post(
  entry: Pick<Endpoint, 'method' | 'path'>,
  token: string,
  payload: Record<string, unknown>,
  key?: string,
) {
  return t.app.inject({
    ...entryRequest(entry, {
      payload,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    }),
    remoteAddress: nextIp(),
  });
}

const transfer = (token: string, point: number, key?: string) =>
  post(loyaltyPointTransfer, token, { point }, key);

const topUp = (token: string, amount: number, key?: string) =>
  post(
    walletAddFund,
    token,
    { amount, payment_method: 'demo', callback: `${WEB_URL}/wallet`, payment_platform: 'web' },
    key,
  );

async function pointsAndWallet(userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return { points: row?.loyaltyPoint, wallet: row?.walletBalance };
}

describe('point transfer with an Idempotency-Key', () => {
  it('a replay answers the same and moves the points once', async () => {
    const { customer, token } = await customerWithPoints(500);
    const first = await transfer(token, 200, 'transfer-1');
    const replay = await transfer(token, 200, 'transfer-1');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await pointsAndWallet(customer.id)).toEqual({ points: 300, wallet: 200 });
  });

  it('a replay is answered even when the balance no longer covers it', async () => {
    const { customer, token } = await customerWithPoints(200);
    expect((await transfer(token, 200, 'all-of-it')).statusCode).toBe(200);
    const replay = await transfer(token, 200, 'all-of-it');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'Point to wallet transfer successfully' });
    expect(await pointsAndWallet(customer.id)).toEqual({ points: 0, wallet: 200 });
  });

  it('the same key with another body is a 422 on Idempotency-Key', async () => {
    const { customer, token } = await customerWithPoints(500);
    expect((await transfer(token, 200, 'transfer-2')).statusCode).toBe(200);
    const other = await transfer(token, 300, 'transfer-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0]).toMatchObject({
      code: 'Idempotency-Key',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await pointsAndWallet(customer.id)).toEqual({ points: 300, wallet: 200 });
  });

  it('racing first attempts with one key move the points once', async () => {
    const { customer, token } = await customerWithPoints(500);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => transfer(token, 100, 'racing')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await pointsAndWallet(customer.id)).toEqual({ points: 400, wallet: 100 });
  });

  it('a refused transfer is not remembered: the key works once the request is valid', async () => {
    const { customer, token } = await customerWithPoints(150);
    expect((await transfer(token, 200, 'too-much')).statusCode).toBe(422);
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
    expect((await transfer(token, 100, 'too-much')).statusCode).toBe(200);
    expect(await pointsAndWallet(customer.id)).toEqual({ points: 50, wallet: 100 });
  });

  it('keys belong to their owner, and after 24 hours a key starts a new request', async () => {
    const a = await customerWithPoints(500);
    const b = await customerWithPoints(500);
    expect((await transfer(a.token, 100, 'shared-key')).statusCode).toBe(200);
    expect((await transfer(b.token, 300, 'shared-key')).statusCode).toBe(200);
    expect(await pointsAndWallet(b.customer.id)).toEqual({ points: 200, wallet: 300 });

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.owner, `user:${a.customer.id}`));
    expect((await transfer(a.token, 100, 'shared-key')).statusCode).toBe(200);
    expect(await pointsAndWallet(a.customer.id)).toEqual({ points: 300, wallet: 200 });
  });
});

describe('wallet top-up with an Idempotency-Key', () => {
  it('a replay answers the same gateway page and opens one payment', async () => {
    const customer = await buildCustomer(t.db);
    const token = await issueAccessToken(t.db, customer.id);
    const first = await topUp(token, 25, 'top-up-1');
    const replay = await topUp(token, 25, 'top-up-1');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const opened = await t.db.select().from(payments).where(eq(payments.walletUserId, customer.id));
    expect(opened).toHaveLength(1);
  });

  it('the same key with another amount is a 422 on Idempotency-Key', async () => {
    const customer = await buildCustomer(t.db);
    const token = await issueAccessToken(t.db, customer.id);
    expect((await topUp(token, 25, 'top-up-2')).statusCode).toBe(200);
    const other = await topUp(token, 30, 'top-up-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('Idempotency-Key');
  });

  it('without a key every request is its own top-up', async () => {
    const customer = await buildCustomer(t.db);
    const token = await issueAccessToken(t.db, customer.id);
    expect((await topUp(token, 25)).statusCode).toBe(200);
    expect((await topUp(token, 25)).statusCode).toBe(200);
    const opened = await t.db.select().from(payments).where(eq(payments.walletUserId, customer.id));
    expect(opened).toHaveLength(2);
  });
});
