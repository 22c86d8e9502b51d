import { walletBonuses } from '@marketplace/contract/endpoints/wallet';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { walletTransactions } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { buildWalletBonus } from '../../test/builders/wallet-bonus';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import {
  demoTopUpBody,
  gatewayCallback,
  requestAddFund,
  signedInCustomer,
  useTopUpTestApp,
  walletOf,
} from './testing/top-up-kit';

const app = useTopUpTestApp();
let t: TestApp;
beforeEach(() => {
  t = app.t;
});

const signedIn = () => signedInCustomer(t);

function bonuses(token?: string) {
  return t.app.inject(
    entryRequest(walletBonuses, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
}

async function topUp(token: string, amount: number) {
  const response = await requestAddFund(t, token, demoTopUpBody(amount));
  expect(response.statusCode).toBe(200);
  return (response.json().redirect_link as string).split('/').pop() as string;
}

const approve = (paymentToken: string) => gatewayCallback(t, paymentToken, 'approved');
const wallet = (userId: number) => walletOf(t, userId);

describe('GET /customer/wallet/bonuses', () => {
  it('lists the bonuses running today in major units, not ended, future or switched off ones', async () => {
    const running = await buildWalletBonus(t.db);
    await buildWalletBonus(t.db, {
      title: 'Ended',
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    await buildWalletBonus(t.db, {
      title: 'Future',
      startDate: '2999-01-01',
      endDate: '2999-01-31',
    });
    await buildWalletBonus(t.db, { title: 'Off', status: 0 });
    const { token } = await signedIn();
    const response = await bonuses(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: running.id,
        title: 'Top-up bonus',
        description: '10% back on top-ups of 20 or more',
        bonus_type: 'percent',
        bonus_amount: 10,
        minimum_add_amount: 20,
        maximum_bonus_amount: 15,
        start_date: running.startDate,
        end_date: running.endDate,
      },
    ]);
  });

  it('needs a token and answers 403 while the wallet is off', async () => {
    expect((await bonuses()).statusCode).toBe(401);
    await buildSettings(t.db, { customer_wallet_status: 0 });
    const { token } = await signedIn();
    expect((await bonuses(token)).statusCode).toBe(403);
  });
});

describe('top-up bonus granted with the signed callback', () => {
  it('credits the top-up and its bonus, each with a ledger row, once (a replay adds nothing)', async () => {
    await buildWalletBonus(t.db);
    const { customer, token } = await signedIn();
    const paymentToken = await topUp(token, 50);
    expect(await wallet(customer.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await approve(paymentToken)).json()).toMatchObject({ changed: true });
    expect((await approve(paymentToken)).json()).toMatchObject({ changed: false });
    expect(await wallet(customer.id)).toEqual({ balance: 5500, ledger: 5500 });
    const rows = await t.db
      .select({ kind: walletTransactions.kind, amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, customer.id));
    expect(rows).toEqual([
      { kind: 'add_fund', amount: 5000 },
      { kind: 'add_fund_bonus', amount: 500 },
    ]);
  });

  it('concurrent callbacks grant the bonus once, capped at its maximum', async () => {
    await buildWalletBonus(t.db);
    const { customer, token } = await signedIn();
    const paymentToken = await topUp(token, 400);
    await Promise.all(Array.from({ length: 5 }, () => approve(paymentToken)));
    expect(await wallet(customer.id)).toEqual({ balance: 41_500, ledger: 41_500 });
  });

  it('below the minimum top-up there is no bonus; of two bonuses the better one is given', async () => {
    await buildWalletBonus(t.db);
    await buildWalletBonus(t.db, {
      title: 'Flat 3',
      bonusType: 'amount',
      bonusAmount: 300,
      minimumAddAmount: 1000,
      maximumBonusAmount: 0,
    });
    const { customer, token } = await signedIn();
    await approve(await topUp(token, 5));
    expect(await wallet(customer.id)).toEqual({ balance: 500, ledger: 500 });
    await approve(await topUp(token, 15));
    expect(await wallet(customer.id)).toEqual({ balance: 2300, ledger: 2300 });
    await approve(await topUp(token, 40));
    expect(await wallet(customer.id)).toEqual({ balance: 6700, ledger: 6700 });
  });
});
