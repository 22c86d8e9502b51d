import { apiPath } from '@marketplace/contract/endpoint';
import { refundReasons, refundRequest } from '@marketplace/contract/endpoints/refunds';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  REFUND_NOT_ALLOWED_MESSAGE,
  REFUND_REASON_REQUIRED_MESSAGE,
  REFUND_REQUESTED_MESSAGE,
  RefundReasonsSchema,
  RefundRequestedSchema,
} from '@marketplace/contract/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundRequests } from '../../db/schema/refunds';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrder, buildShop, type Shop } from '../order-tracking/testing/order-builders';

let t: TestApp;
let shop: Shop;
let customer: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
  shop = await buildShop(t.db);
  customer = await buildSignedInCustomer(t.db);
});

function ask(caller: { token: string }, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: apiPath(refundRequest),
    headers: { authorization: `Bearer ${caller.token}` },
    payload,
  });
}

async function orderWithStatus(status: 'delivered' | 'pending', owner = customer) {
  return buildOrder(t.db, shop, {
    owner: { userId: owner.userId },
    overrides: { status, statusTimes: { [status]: new Date().toISOString() } },
  });
}

const errorsOf = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors;

describe('refunds', () => {
  it('lists the refund reasons', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath(refundReasons) });
    expect(response.statusCode).toBe(200);
    expect(RefundReasonsSchema.parse(response.json()).refund_reasons.length).toBeGreaterThan(0);
  });

  it('a delivered order goes to refund_requested once, with its reason kept', async () => {
    const order = await orderWithStatus('delivered');
    const body = {
      order_id: order.id,
      customer_reason: 'Wrong items delivered',
      customer_note: 'Got tea, not coffee',
    };
    const first = await ask(customer, body);
    expect(first.statusCode, first.body).toBe(200);
    const answer = RefundRequestedSchema.parse(first.json());
    expect(answer.message).toBe(REFUND_REQUESTED_MESSAGE);
    expect(answer.order.order_status).toBe('refund_requested');
    const [kept] = await t.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, order.id));
    expect(kept).toMatchObject({ reason: 'Wrong items delivered', note: 'Got tea, not coffee' });

    const again = await ask(customer, body);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]?.message).toBe(REFUND_NOT_ALLOWED_MESSAGE);
  });

  it('two requests at once: one is taken, the other refused', async () => {
    const order = await orderWithStatus('delivered');
    const body = { order_id: order.id, customer_reason: 'Other' };
    const answers = await Promise.all([ask(customer, body), ask(customer, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is refused before delivery, without a reason, and on someone else’s order', async () => {
    const pending = await orderWithStatus('pending');
    expect(
      (await ask(customer, { order_id: pending.id, customer_reason: 'Other' })).statusCode,
    ).toBe(409);
    const delivered = await orderWithStatus('delivered');
    const noReason = await ask(customer, { order_id: delivered.id, customer_reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(errorsOf(noReason)[0]?.message).toBe(REFUND_REASON_REQUIRED_MESSAGE);
    const stranger = await buildSignedInCustomer(t.db);
    const notYours = await ask(stranger, { order_id: delivered.id, customer_reason: 'Other' });
    expect(notYours.statusCode).toBe(404);
  });
});
