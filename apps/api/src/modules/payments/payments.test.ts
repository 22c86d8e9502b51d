import * as paymentsEndpoints from '@marketplace/contract/endpoints/payments';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  DEMO_PAYMENT_SIGNATURE_HEADER,
  DemoPaymentCallbackResponseSchema,
} from '@marketplace/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { payments, walletTransactions } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildOrder,
  buildPayment,
  buildShop,
  readOrder,
  readStock,
  type Shop,
} from '../order-tracking/testing/order-builders';
import { transitionOrder } from '../orders/order-transition';
import { signDemoCallback } from './demo-payment-signature';

const SECRET = 'payments-test-secret-0123456789';
const WEB_URL = 'http://shop.test';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_DEMO_SECRET: SECRET, WEB_URL } });
  await buildSettings(t.db, { currency_symbol: '$', digit_after_decimal_point: 2 });
  shop = await buildShop(t.db, { stock: 100 });
});
afterAll(() => t.close());

async function digitalOrder(options: { quantity?: number; walletAmount?: number } = {}) {
  const { userId } = await buildSignedInCustomer(t.db, { walletBalance: 0 });
  const order = await buildOrder(t.db, shop, {
    owner: { userId },
    quantity: options.quantity ?? 2,
    overrides: { paymentMethod: 'digital_payment', walletAmount: options.walletAmount ?? 0 },
  });
  const payment = await buildPayment(t.db, order);
  return { order, payment, userId };
}

function callback(body: Record<string, unknown>, sign: (raw: string) => string | null) {
  const raw = JSON.stringify(body);
  const signature = sign(raw);
  return t.app.inject({
    ...entryRequest(paymentsEndpoints.demoPaymentCallback),
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [DEMO_PAYMENT_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}

const signed = (token: string, outcome: 'approved' | 'declined') =>
  callback({ token, outcome, decided_at: new Date().toISOString() }, (raw) =>
    signDemoCallback(SECRET, raw),
  );

const answerOf = (response: { json: () => unknown }) =>
  DemoPaymentCallbackResponseSchema.parse(response.json());
const firstError = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors[0];

async function paymentStatus(paymentId: number) {
  const [row] = await t.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.status;
}

describe('demo gateway payment page', () => {
  it('shows the amount and the order with Approve and Decline forms posting to itself', async () => {
    const { order, payment } = await digitalOrder({ quantity: 3 });
    const response = await t.app.inject({ method: 'GET', url: `/payment/demo/${payment.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`#${order.id}`);
    expect(html).toContain('$35.00'); // 3 × 10.00 + 5.00 delivery
    expect(html).toContain(`action="/payment/demo/${payment.token}/approve"`);
    expect(html).toContain(`action="/payment/demo/${payment.token}/decline"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Decline<\/button>/);
    expect(html).not.toMatch(/<script|<link/);
    // Issue 17 §9: the storefront's name and logo (same origin), its brand colour, dark mode.
    expect(html).toContain('<img src="/images/business/logo.svg" alt=""><span>Test Market</span>');
    expect(html).toContain('--brand:#047a6c');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(response.headers['content-security-policy']).toContain("img-src 'self'");
  });

  it('issue 17 §9: speaks the storefront’s language (X-localization)', async () => {
    const { payment } = await digitalOrder({ quantity: 1 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/payment/demo/${payment.token}`,
      headers: { 'x-localization': 'es' },
    });
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Pago de demostración</h1>');
    expect(html).toMatch(/<button type="submit"[^>]*>Aprobar<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Rechazar<\/button>/);
  });

  it('follows the storefront’s theme toggle (Sec-CH-Prefers-Color-Scheme), else the system', async () => {
    const { payment } = await digitalOrder({ quantity: 1 });
    const page = async (scheme?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/payment/demo/${payment.token}`,
          headers: scheme ? { 'sec-ch-prefers-color-scheme': scheme } : {},
        })
      ).body;
    const dark = await page('dark');
    expect(dark).toContain('<html lang="en" data-theme="dark">');
    expect(dark).toContain(':root[data-theme=dark]{color-scheme:dark;');
    expect(await page('light')).toContain('<html lang="en" data-theme="light">');
    // Without a choice (or with anything else) the system's preference decides, as before.
    for (const html of [await page(), await page('"sepia"')]) {
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('@media (prefers-color-scheme:dark){:root:not([data-theme])');
    }
  });

  it('answers an unknown or malformed token with a 404 page', async () => {
    for (const token of ['unknown-token-0123456789', 'bad']) {
      const response = await t.app.inject({ method: 'GET', url: `/payment/demo/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Payment not found');
    }
  });

  it('approve: signs the callback, confirms the paid order and sends the browser to the store', async () => {
    const { order, payment } = await digitalOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/payment/demo/${payment.token}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${WEB_URL}/order-confirmation?order=${order.reference}&status=success`,
    );
    const after = await readOrder(t.db, order.id);
    expect(after.status).toBe('confirmed');
    expect(after.paymentStatus).toBe('paid');
    expect(after.statusTimes.confirmed).toBeDefined();
    expect(await paymentStatus(payment.id)).toBe('approved');

    const page = await t.app.inject({ method: 'GET', url: `/payment/demo/${payment.token}` });
    expect(page.body).toContain('Payment approved');
    expect(page.body).not.toContain('<form');
  });

  it('decline: fails the order and sends the browser to the store with status=fail', async () => {
    const { order, payment } = await digitalOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/payment/demo/${payment.token}/decline`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${WEB_URL}/order-confirmation?order=${order.reference}&status=fail`,
    );
    expect((await readOrder(t.db, order.id)).status).toBe('failed');
  });
});

describe('POST /api/v1/payment/demo/callback', () => {
  it('approved: the order is confirmed and paid; a replay changes nothing', async () => {
    const { order, payment } = await digitalOrder();
    const first = await signed(payment.token, 'approved');
    expect(first.statusCode).toBe(200);
    expect(answerOf(first)).toEqual({
      order_id: order.id,
      payment_status: 'approved',
      order_status: 'confirmed',
      changed: true,
      redirect_url: `${WEB_URL}/order-confirmation?order=${order.reference}&status=success`,
    });
    const confirmed = await readOrder(t.db, order.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const replay = await signed(payment.token, 'approved');
    expect(replay.statusCode).toBe(200);
    expect(answerOf(replay)).toMatchObject({ payment_status: 'approved', changed: false });
    // A late "declined" for an approved payment changes nothing either.
    const late = await signed(payment.token, 'declined');
    expect(answerOf(late)).toMatchObject({ payment_status: 'approved', changed: false });
    expect(await readOrder(t.db, order.id)).toEqual(confirmed);
  });

  it('declined: the order fails and gives back stock and wallet exactly once', async () => {
    const stockBefore = await readStock(t.db, shop.itemId);
    const { order, payment, userId } = await digitalOrder({ quantity: 4, walletAmount: 300 });
    expect(await readStock(t.db, shop.itemId)).toBe(stockBefore - 4);

    const answers = await Promise.all([
      signed(payment.token, 'declined'),
      signed(payment.token, 'declined'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => answerOf(a).changed).sort()).toEqual([false, true]);
    const again = await signed(payment.token, 'declined');
    expect(answerOf(again)).toMatchObject({
      payment_status: 'declined',
      order_status: 'failed',
      changed: false,
      redirect_url: `${WEB_URL}/order-confirmation?order=${order.reference}&status=fail`,
    });

    const failed = await readOrder(t.db, order.id);
    expect(failed).toMatchObject({ status: 'failed', paymentStatus: 'failed' });
    expect(failed.statusTimes.failed).toBeDefined();
    expect(await paymentStatus(payment.id)).toBe('declined');
    expect(await readStock(t.db, shop.itemId)).toBe(stockBefore);
    const refunds = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, order.id));
    expect(refunds.map((r) => [r.kind, r.amount])).toEqual([['order_refund', 300]]);
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user?.walletBalance).toBe(300);
  });

  it('rejects a forged, missing or stale signature with 403 and changes nothing', async () => {
    const { order, payment } = await digitalOrder();
    const body = {
      token: payment.token,
      outcome: 'approved',
      decided_at: new Date().toISOString(),
    };
    const forged = await callback(body, (raw) => signDemoCallback('not-the-secret-at-all', raw));
    const missing = await callback(body, () => null);
    const tampered = await callback(body, () =>
      signDemoCallback(SECRET, JSON.stringify({ ...body, outcome: 'declined' })),
    );
    const garbage = await callback(body, () => 'not hex');
    for (const response of [forged, missing, tampered, garbage]) {
      expect(response.statusCode).toBe(403);
      expect(firstError(response)?.code).toBe('signature');
    }
    expect(await readOrder(t.db, order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    expect(await paymentStatus(payment.id)).toBe('pending');
  });

  it('answers 404 for a well-signed callback about an unknown token', async () => {
    const response = await signed('no-such-payment-token-000', 'approved');
    expect(response.statusCode).toBe(404);
    expect(firstError(response)?.code).toBe('payment');
  });

  it('answers 422 for a well-signed callback with an unknown outcome', async () => {
    const { payment } = await digitalOrder();
    const response = await callback(
      { token: payment.token, outcome: 'maybe', decided_at: new Date().toISOString() },
      (raw) => signDemoCallback(SECRET, raw),
    );
    expect(response.statusCode).toBe(422);
  });

  it('voids an approval for an order canceled meanwhile (nothing to pay for)', async () => {
    const guestId = await buildGuest(t.db);
    const order = await buildOrder(t.db, shop, {
      owner: { guestId },
      overrides: { paymentMethod: 'digital_payment' },
    });
    const payment = await buildPayment(t.db, order);
    await transitionOrder(t.deps, order.id, 'canceled', { reason: 'changed my mind' });

    const response = await signed(payment.token, 'approved');
    expect(answerOf(response)).toMatchObject({
      payment_status: 'declined',
      order_status: 'canceled',
      changed: true,
    });
    expect(answerOf(response).redirect_url).toContain('status=fail');
    expect((await readOrder(t.db, order.id)).paymentStatus).not.toBe('paid');
  });
});
