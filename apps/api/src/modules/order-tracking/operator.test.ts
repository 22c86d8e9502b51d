import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { OrderStatusEventSchema } from '@marketplace/contract/order-tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusEvent } from '../../services/order-event-bus';
import { buildGuest } from '../../test/builders/caller';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operatorStatusRequest } from './testing/operator-status-request';
import { buildOrder, buildShop, readOrder, readStock, type Shop } from './testing/order-builders';

const KEY = 'operator-test-key-0123456789';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_KEY: KEY } });
  shop = await buildShop(t.db, { stock: 50 });
});
afterAll(() => t.close());

function setStatus(orderId: number, status: string, key: string | null = KEY, app = t.app) {
  return app.inject(operatorStatusRequest(orderId, key, { status }));
}

const errorOf = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors[0];

async function guestOrder(overrides: Parameters<typeof buildOrder>[2]['overrides'] = {}) {
  return buildOrder(t.db, shop, { owner: { guestId: await buildGuest(t.db) }, overrides });
}

describe('PUT /api/v1/operator/orders/{id}/status', () => {
  it('moves an order along the state machine and publishes each change', async () => {
    const order = await guestOrder();
    const heard: OrderStatusEvent[] = [];
    const off = t.deps.orderEvents.subscribe(order.id, (event) => heard.push(event));
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode, status).toBe(200);
      const body = OrderStatusEventSchema.parse(response.json());
      expect(body).toMatchObject({ order_id: order.id, status });
      expect(body.status_times[status]).toBeDefined();
    }
    off();
    expect(heard.map((e) => e.status)).toEqual([
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ]);
    expect(
      OrderStatusEventSchema.parse((await setStatus(order.id, 'refund_requested')).json()),
    ).toMatchObject({ status: 'refund_requested', is_running: false });
  });

  it('refuses a missing or wrong key with 401, before reading the body', async () => {
    const order = await guestOrder();
    for (const key of [null, '', 'wrong-key-0123456789', `${KEY}x`]) {
      const response = await setStatus(order.id, 'confirmed', key);
      expect(response.statusCode, String(key)).toBe(401);
      expect(errorOf(response)?.code).toBe('operator');
    }
    const noBody = await t.app.inject(operatorStatusRequest(order.id, 'wrong'));
    expect(noBody.statusCode).toBe(401);
    expect((await readOrder(t.db, order.id)).status).toBe('pending');
  });

  it('answers 409 order_status for a move the state machine forbids, and changes nothing', async () => {
    const order = await guestOrder();
    for (const status of ['delivered', 'processing', 'refunded']) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode, status).toBe(409);
      expect(errorOf(response)?.code).toBe('order_status');
      expect(response.json()).toMatchObject({ status: 'pending' });
    }
    expect((await readOrder(t.db, order.id)).status).toBe('pending');
  });

  it('cancels once: stock comes back once, a second cancel is a 409', async () => {
    const before = await readStock(t.db, shop.itemId);
    const order = await buildOrder(t.db, shop, {
      owner: { guestId: await buildGuest(t.db) },
      quantity: 3,
    });
    expect((await setStatus(order.id, 'canceled')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'canceled')).statusCode).toBe(409);
    expect(await readStock(t.db, shop.itemId)).toBe(before);
  });

  it('does not confirm an order still waiting for its digital payment', async () => {
    const order = await guestOrder({ paymentMethod: 'digital_payment' });
    const response = await setStatus(order.id, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)?.code).toBe('payment');
  });

  it('answers 404 for an unknown order and 422 for an unknown status', async () => {
    expect((await setStatus(999_999, 'confirmed')).statusCode).toBe(404);
    const order = await guestOrder();
    const response = await setStatus(order.id, 'teleported');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)?.code).toBe('status');
  });

  it('is off (403) when OPERATOR_KEY is not configured', async () => {
    const off = await createTestApp();
    try {
      const response = await setStatus(1, 'confirmed', KEY, off.app);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'operator',
        message: 'operator endpoint disabled',
      });
    } finally {
      await off.close();
    }
  });
});
