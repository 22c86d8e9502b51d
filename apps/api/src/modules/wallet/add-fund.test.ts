import * as walletEndpoints from '@marketplace/contract/endpoints/wallet';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { call } from '../auth/auth-test-kit';
import {
  gatewayCallback as decidePayment,
  demoTopUpBody,
  requestAddFund,
  signedInCustomer,
  useTopUpTestApp,
  TOP_UP_WEB_URL as WEB_URL,
  walletOf,
} from './testing/top-up-kit';

const app = useTopUpTestApp();
let t: TestApp;
beforeEach(() => {
  t = app.t;
});

const signedIn = () => signedInCustomer(t);
const addFund = (token: string, body: Record<string, unknown>) => requestAddFund(t, token, body);
const gatewayCallback = (token: string, outcome: 'approved' | 'declined') =>
  decidePayment(t, token, outcome);
const wallet = (userId: number) => walletOf(t, userId);

async function startTopUp(token: string, amount = 25.5) {
  const response = await addFund(token, demoTopUpBody(amount));
  expect(response.statusCode).toBe(200);
  const link: string = response.json().redirect_link;
  expect(link.startsWith(`${TEST_PUBLIC_URL}/payment/demo/`)).toBe(true);
  return link.split('/').pop() as string;
}

describe('POST /customer/wallet/add-fund', () => {
  it('credits nothing until the signed callback, then exactly once (replays change nothing)', async () => {
    const { customer, token } = await signedIn();
    const paymentToken = await startTopUp(token);
    expect(await wallet(customer.id)).toEqual({ balance: 0, ledger: 0 });

    const first = await gatewayCallback(paymentToken, 'approved');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      payment_status: 'approved',
      changed: true,
      redirect_url: `${WEB_URL}/wallet?status=success`,
    });
    const replay = await gatewayCallback(paymentToken, 'approved');
    expect(replay.json()).toMatchObject({ payment_status: 'approved', changed: false });
    expect(await wallet(customer.id)).toEqual({ balance: 2550, ledger: 2550 });
  });

  it('concurrent callbacks for one top-up credit it once', async () => {
    const { customer, token } = await signedIn();
    const paymentToken = await startTopUp(token, 10);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gatewayCallback(paymentToken, 'approved')),
    );
    expect(answers.filter((a) => a.json().changed === true)).toHaveLength(1);
    expect(await wallet(customer.id)).toEqual({ balance: 1000, ledger: 1000 });
  });

  it('a declined payment credits nothing', async () => {
    const { customer, token } = await signedIn();
    const paymentToken = await startTopUp(token);
    const answer = await gatewayCallback(paymentToken, 'declined');
    expect(answer.json()).toMatchObject({
      payment_status: 'declined',
      redirect_url: `${WEB_URL}/wallet?status=fail`,
    });
    expect(await wallet(customer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('validates with the spec wording', async () => {
    const { token } = await signedIn();
    const zero = await addFund(token, { amount: 0, payment_method: 'demo' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual([{ code: 'amount', message: 'Please Enter amount' }]);
    const noMethod = await addFund(token, { amount: 5 });
    expect(noMethod.json().errors).toEqual([
      { code: 'payment_method', message: 'Payment method is required' },
    ]);
    const unknown = await addFund(token, { amount: 5, payment_method: 'cash' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].code).toBe('payment_method');
  });

  it("accepts a callback only on the storefront's own origin", async () => {
    const { token } = await signedIn();
    for (const callback of ['https://evil.example/wallet', 'javascript:alert(1)', 'not a url']) {
      const response = await addFund(token, { amount: 5, payment_method: 'demo', callback });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('callback');
    }
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  it('is refused when the wallet is off, and needs a token', async () => {
    await buildSettings(t.db, { customer_wallet_status: 0 });
    const { token } = await signedIn();
    expect((await addFund(token, { amount: 5, payment_method: 'demo' })).statusCode).toBe(403);
    const guest = await call(t.app, walletEndpoints.walletAddFund, {
      amount: 5,
      payment_method: 'demo',
    });
    expect(guest.statusCode).toBe(401);
  });
});
