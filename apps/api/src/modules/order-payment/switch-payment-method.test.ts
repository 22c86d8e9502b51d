import { apiPath } from '@marketplace/contract/endpoint';
import { orderPaymentMethod } from '@marketplace/contract/endpoints/order-payment';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  PAYMENT_INFO_UPDATED_MESSAGE,
  PAYMENT_SWITCH_MESSAGES,
  PaymentSwitchedSchema,
} from '@marketplace/contract/order-payment';
import { WALLET_INSUFFICIENT_BALANCE_MESSAGE } from '@marketplace/domain/checkout/partial-payment';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { payments, walletTransactions } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import type { TestApp } from '../../test/test-app';
import {
  buildOrder,
  buildPayment,
  readOrder,
  type Shop,
} from '../order-tracking/testing/order-builders';
import { useShopTestWorld } from '../order-tracking/testing/shop-test-world';

const WEB_URL = 'http://shop.test';
const world = useShopTestWorld({ env: { WEB_URL }, stock: 100 });
let t: TestApp;
let shop: Shop;
beforeEach(() => {
  ({ t, shop } = world);
});

type Caller = { token: string } | { guestId: string };

function switchTo(caller: Caller, orderId: number, method: string) {
  const isGuest = 'guestId' in caller;
  return t.app.inject({
    method: 'PUT',
    url: apiPath(orderPaymentMethod),
    headers: isGuest ? {} : { authorization: `Bearer ${caller.token}` },
    payload: {
      order_id: orderId,
      payment_method: method,
      ...(isGuest ? { guest_id: caller.guestId } : {}),
    },
  });
}

/** A pending order waiting for its digital payment (2,500 minor units: 2 × 1,000 + 500). */
async function abandonedDigitalOrder(owner: { userId: number } | { guestId: string }) {
  const order = await buildOrder(t.db, shop, {
    owner,
    quantity: 2,
    overrides: { paymentMethod: 'digital_payment' },
  });
  const payment = await buildPayment(t.db, order);
  return { order, payment };
}

const firstError = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors[0];

async function walletOf(userId: number) {
  const [row] = await t.db
    .select({ balance: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance;
}

async function paymentStatus(paymentId: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return row?.status;
}

describe('customer/order/payment-method', () => {
  it('an abandoned digital payment becomes cash: Payment info updated.', async () => {
    const customer = await buildSignedInCustomer(t.db);
    const { order, payment } = await abandonedDigitalOrder({ userId: customer.userId });
    const answer = await switchTo(customer, order.id, 'cash_on_delivery');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = PaymentSwitchedSchema.parse(answer.json());
    expect(body.message).toBe(PAYMENT_INFO_UPDATED_MESSAGE);
    expect(body.order).toMatchObject({
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      order_status: 'pending',
    });
    expect(body.redirect_link).toBeUndefined();
    // The old payment page can no longer charge: approving it now is answered as declined.
    expect(await paymentStatus(payment.id)).toBe('declined');
    const late = await t.app.inject({
      method: 'POST',
      url: `/payment/demo/${payment.token}/approve`,
    });
    expect(late.statusCode).toBe(303);
    expect(await paymentStatus(payment.id)).toBe('declined');
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      status: 'pending',
    });
  });

  it('cash becomes a digital payment with a new payment page for the amount due', async () => {
    const guestId = await buildGuest(t.db);
    const order = await buildOrder(t.db, shop, { owner: { guestId } });
    const answer = await switchTo({ guestId }, order.id, 'digital_payment');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = PaymentSwitchedSchema.parse(answer.json());
    expect(body.redirect_link).toMatch(/\/payment\/demo\/[\w-]+$/);
    const [created] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(created).toMatchObject({ amount: order.total, status: 'pending' });
  });

  it('the wallet pays the order once, even when two switches race', async () => {
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 10_000 });
    const { order } = await abandonedDigitalOrder({ userId: customer.userId });
    const answers = await Promise.all([
      switchTo(customer, order.id, 'wallet'),
      switchTo(customer, order.id, 'wallet'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused && firstError(refused)?.message).toBe(PAYMENT_SWITCH_MESSAGES.order_paid);
    expect(await walletOf(customer.userId)).toBe(10_000 - order.total);
    const moves = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, order.id));
    expect(moves).toEqual([
      expect.objectContaining({ amount: -order.total, kind: 'order_payment' }),
    ]);
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      walletAmount: order.total,
    });
  });

  it('two orders racing for a wallet that pays only one: one is paid, nothing overdrawn', async () => {
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 3_000 });
    const first = await abandonedDigitalOrder({ userId: customer.userId });
    const second = await abandonedDigitalOrder({ userId: customer.userId });
    const answers = await Promise.all([
      switchTo(customer, first.order.id, 'wallet'),
      switchTo(customer, second.order.id, 'wallet'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused && firstError(refused)).toEqual({
      code: 'payment_method',
      message: WALLET_INSUFFICIENT_BALANCE_MESSAGE,
    });
    expect(await walletOf(customer.userId)).toBe(500);
  });

  it('is refused for a paid order, a confirmed order, the same method, and someone else’s order', async () => {
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 10_000 });
    const paid = await buildOrder(t.db, shop, {
      owner: { userId: customer.userId },
      overrides: { paymentMethod: 'wallet', paymentStatus: 'paid' },
    });
    const paidAnswer = await switchTo(customer, paid.id, 'cash_on_delivery');
    expect(paidAnswer.statusCode).toBe(409);
    expect(firstError(paidAnswer)?.message).toBe(PAYMENT_SWITCH_MESSAGES.order_paid);

    const confirmed = await buildOrder(t.db, shop, {
      owner: { userId: customer.userId },
      overrides: { status: 'confirmed' },
    });
    const confirmedAnswer = await switchTo(customer, confirmed.id, 'wallet');
    expect(confirmedAnswer.statusCode).toBe(409);
    expect(firstError(confirmedAnswer)?.message).toBe(PAYMENT_SWITCH_MESSAGES.order_not_pending);

    const cash = await buildOrder(t.db, shop, { owner: { userId: customer.userId } });
    const same = await switchTo(customer, cash.id, 'cash_on_delivery');
    expect(same.statusCode).toBe(422);
    expect(firstError(same)?.message).toBe(PAYMENT_SWITCH_MESSAGES.same_method);

    const stranger = await buildSignedInCustomer(t.db, { walletBalance: 10_000 });
    expect((await switchTo(stranger, cash.id, 'wallet')).statusCode).toBe(404);
    expect(await walletOf(customer.userId)).toBe(10_000);
    expect(await walletOf(stranger.userId)).toBe(10_000);
  });

  it('a guest cannot switch to the wallet, and an unknown method is a 422', async () => {
    const guestId = await buildGuest(t.db);
    const { order } = await abandonedDigitalOrder({ guestId });
    const wallet = await switchTo({ guestId }, order.id, 'wallet');
    expect(wallet.statusCode).toBe(422);
    expect(firstError(wallet)?.code).toBe('payment_method');
    const unknown = await switchTo({ guestId }, order.id, 'bitcoin');
    expect(unknown.statusCode).toBe(422);
    expect(await readOrder(t.db, order.id)).toMatchObject({ paymentMethod: 'digital_payment' });
  });
});
