import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import * as referralEndpoints from '@marketplace/contract/endpoints/referral';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { referralRewards } from '../../db/schema/account';
import { loyaltyPointTransactions, users } from '../../db/schema/customers';
import { walletTransactions } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer, call } from '../auth/auth-test-kit';
import { operatorStatusRequest } from '../order-tracking/testing/operator-status-request';
import { buildOrder, type Shop } from '../order-tracking/testing/order-builders';
import { useShopTestWorld } from '../order-tracking/testing/shop-test-world';
import { walletOf as walletAndLedgerOf } from '../wallet/testing/top-up-kit';

const KEY = 'operator-test-key-0123456789';

const world = useShopTestWorld({ env: { OPERATOR_KEY: KEY }, stock: 50 });
let t: TestApp;
let shop: Shop;
beforeEach(() => {
  ({ t, shop } = world);
});

function deliver(orderId: number) {
  return t.app.inject(operatorStatusRequest(orderId, KEY, { status: 'delivered' }));
}

/** A referrer, and a customer who signed up through POST /auth/sign-up with their code. */
async function referral() {
  const referrer = await buildCustomer(t.db, { refCode: 'FRIEND1' });
  const signUp = await call(t.app, authEndpoints.signUp, {
    name: 'Rita Referred',
    email: 'rita@example.test',
    phone: '+15550177001',
    password: 'secret12',
    confirm_password: 'secret12',
    ref_code: 'friend1',
  });
  expect(signUp.statusCode).toBe(200);
  const [referee] = await t.db.select().from(users).where(eq(users.email, 'rita@example.test'));
  if (!referee) throw new Error('referee not created');
  return { referrer, referee };
}

/** An order of the customer on its way (picked up), ready to be delivered. */
function pickedUpOrder(userId: number) {
  return buildOrder(t.db, shop, {
    owner: { userId },
    overrides: { status: 'picked_up', paymentStatus: 'paid' },
  });
}

const walletOf = (userId: number) => walletAndLedgerOf(t, userId);

function summary(token: string) {
  return t.app.inject({
    ...entryRequest(referralEndpoints.customerReferral),
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('referral reward (issue 14)', () => {
  it("the referee's first completed order earns the referrer the configured reward, once", async () => {
    const { referrer, referee } = await referral();
    const first = await pickedUpOrder(referee.id);
    const second = await pickedUpOrder(referee.id);
    expect(await walletOf(referrer.id)).toEqual({ balance: 0, ledger: 0 });

    expect((await deliver(first.id)).statusCode).toBe(200);
    expect(await walletOf(referrer.id)).toEqual({ balance: 1000, ledger: 1000 });
    expect((await deliver(second.id)).statusCode).toBe(200);
    expect(await walletOf(referrer.id)).toEqual({ balance: 1000, ledger: 1000 });

    const rows = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, referrer.id));
    expect(rows).toMatchObject([{ kind: 'referral_reward', amount: 1000, orderId: first.id }]);
    // The referee is not paid: the spec names a reward for the referrer only.
    expect(await walletOf(referee.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('two first orders delivered at the same moment pay the reward once', async () => {
    const { referrer, referee } = await referral();
    const orders = await Promise.all(Array.from({ length: 4 }, () => pickedUpOrder(referee.id)));
    const answers = await Promise.all(orders.map((order) => deliver(order.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await walletOf(referrer.id)).toEqual({ balance: 1000, ledger: 1000 });
    expect(await t.db.select().from(referralRewards)).toHaveLength(1);
  });

  it('pays nothing when referral earnings are off at delivery, nor later', async () => {
    const { referrer, referee } = await referral();
    await buildSettings(t.db, { ref_earning_status: 0 });
    expect((await deliver((await pickedUpOrder(referee.id)).id)).statusCode).toBe(200);
    expect(await walletOf(referrer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('a customer who signed up without a code earns nobody anything', async () => {
    const referrer = await buildCustomer(t.db);
    const other = await buildCustomer(t.db);
    expect((await deliver((await pickedUpOrder(other.id)).id)).statusCode).toBe(200);
    expect(await walletOf(referrer.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await t.db.select().from(referralRewards)).toEqual([]);
  });

  it('a delivered order earns its customer loyalty points at the config rate, once', async () => {
    const customer = await buildCustomer(t.db);
    const order = await pickedUpOrder(customer.id);
    expect((await deliver(order.id)).statusCode).toBe(200);
    expect((await deliver(order.id)).statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.userId, customer.id));
    // 15.00 at 1 point per unit.
    expect(rows).toMatchObject([{ kind: 'order_earn', points: 15, orderId: order.id }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.loyaltyPoint).toBe(15);
  });
});

describe('GET /customer/referral', () => {
  it("answers the caller's code, the reward, and what it earned", async () => {
    const { referrer, referee } = await referral();
    const token = await issueAccessToken(t.db, referrer.id);
    expect((await summary(token)).json()).toEqual({
      ref_code: 'FRIEND1',
      reward_per_referral: 10,
      referred_count: 1,
      rewarded_count: 0,
      earned_total: 0,
    });
    await deliver((await pickedUpOrder(referee.id)).id);
    expect((await summary(token)).json()).toMatchObject({ rewarded_count: 1, earned_total: 10 });
    // The referee sees their own code and nothing of the referrer's.
    const refereeToken = await issueAccessToken(t.db, referee.id);
    expect((await summary(refereeToken)).json()).toMatchObject({
      ref_code: referee.refCode,
      referred_count: 0,
      earned_total: 0,
    });
  });

  it('is 401 for guests and 403 while referral earnings are off', async () => {
    const guest = await t.app.inject(entryRequest(referralEndpoints.customerReferral));
    expect(guest.statusCode).toBe(401);
    await buildSettings(t.db, { ref_earning_status: 0 });
    const customer = await buildCustomer(t.db);
    const off = await summary(await issueAccessToken(t.db, customer.id));
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0]).toEqual({
      code: 'referral',
      message: 'Referral earnings are switched off',
    });
  });
});
