import { demoPaymentCallback } from '@marketplace/contract/endpoints/payments';
import { walletAddFund } from '@marketplace/contract/endpoints/wallet';
import { DEMO_PAYMENT_SIGNATURE_HEADER } from '@marketplace/contract/payments';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { users } from '../../../db/schema/customers';
import { walletTransactions } from '../../../db/schema/orders';
import { buildSettings } from '../../../test/builders/settings';
import { entryRequest } from '../../../test/entry-request';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueAccessToken } from '../../auth/access-tokens';
import { buildCustomer, call } from '../../auth/auth-test-kit';
import { signDemoCallback } from '../../payments/demo-payment-signature';

/** The demo gateway's signing secret and the storefront address of the top-up tests. */
export const TOP_UP_SECRET = 'wallet-test-secret-0123456789abc';
export const TOP_UP_WEB_URL = 'http://shop.test';
export const TOP_UP_ENV = { PAYMENT_DEMO_SECRET: TOP_UP_SECRET, WEB_URL: TOP_UP_WEB_URL };

/**
 * One test app for the file (with the demo gateway's secret and the storefront address), and
 * before each test an empty database with business settings. Read `app.t` inside tests.
 */
export function useTopUpTestApp(): { t: TestApp } {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await createTestApp({ env: TOP_UP_ENV });
  });
  afterAll(() => app.t.close());
  beforeEach(async () => {
    await app.t.reset();
    await buildSettings(app.t.db);
  });
  return app;
}

/** A customer and their bearer token. */
export async function signedInCustomer(t: TestApp) {
  const customer = await buildCustomer(t.db);
  return { customer, token: await issueAccessToken(t.db, customer.id) };
}

/** POST /customer/wallet/add-fund as the token's customer (from a fresh client address). */
export function requestAddFund(t: TestApp, token: string, body: Record<string, unknown>) {
  return call(t.app, walletAddFund, body, { token });
}

/** A demo top-up's body: `amount` by the demo gateway, back to the storefront's wallet page. */
export function demoTopUpBody(amount: number) {
  return {
    amount,
    payment_method: 'demo',
    callback: `${TOP_UP_WEB_URL}/wallet`,
    payment_platform: 'web',
  };
}

/** The demo gateway's signed callback deciding the payment `paymentToken`. */
export function gatewayCallback(
  t: TestApp,
  paymentToken: string,
  outcome: 'approved' | 'declined',
) {
  const raw = JSON.stringify({
    token: paymentToken,
    outcome,
    decided_at: new Date().toISOString(),
  });
  return t.app.inject(
    entryRequest(demoPaymentCallback, {
      headers: {
        'content-type': 'application/json',
        [DEMO_PAYMENT_SIGNATURE_HEADER]: signDemoCallback(TOP_UP_SECRET, raw),
      },
      payload: raw,
    }),
  );
}

/** The customer's wallet balance and the sum of their wallet ledger. */
export async function walletOf(t: TestApp, userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const [ledger] = await t.db
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return { balance: row?.walletBalance, ledger: Number(ledger?.total ?? 0) };
}
