import { orderTrack, runningOrders } from '@marketplace/contract/endpoints/orders';
import { OrderListSchema, OrderPlacedSchema, OrderTrackSchema } from '@marketplace/contract/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import type { OrderClient, TestCaller } from './testing/order-client';
import { useOrderTestWorld } from './testing/order-test-world';

// Issue 12 §9: sequential ids plus an unlimited contact-number check found a real order in 200
// guesses, and the answer showed the address and phone.

const world = useOrderTestWorld();
let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;
let guest: TestCaller;
let stranger: TestCaller;

beforeEach(async () => {
  ({ t, w, client } = world);
  guest = { guestId: await buildGuest(t.db) };
  stranger = { guestId: await buildGuest(t.db) };
});

const PHONE = '+15550111';

async function placeGuestOrder() {
  const item = await w.item({ stock: 50 });
  const response = await client.place(
    guest,
    buyNowBody(item.id, 1, { contact_person_number: PHONE, order_note: 'Ring twice' }),
  );
  expect(response.statusCode).toBe(200);
  return OrderPlacedSchema.parse(response.json());
}

function track(caller: TestCaller, query: Record<string, string | number>, ip = '10.1.0.1') {
  return t.app.inject({
    ...entryRequest(orderTrack, {
      query: { ...query, guest_id: caller.guestId },
      headers: {
        moduleId: String(w.module.id),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
    }),
    remoteAddress: ip,
  });
}

describe('public order references', () => {
  it('every order has its own random reference, in the place answer and the lists', async () => {
    const first = await placeGuestOrder();
    const second = await placeGuestOrder();
    expect(first.order_reference).toMatch(/^[0-9a-f]{32}$/);
    expect(second.order_reference).not.toBe(first.order_reference);
    const list = await client.get(guest, runningOrders);
    const references = OrderListSchema.parse(list.json()).orders.map((o) => o.reference);
    expect(references.sort()).toEqual([first.order_reference, second.order_reference].sort());
  });

  it('the owner tracks by reference (or own id) with the address', async () => {
    const placed = await placeGuestOrder();
    const lookups: Record<string, string | number>[] = [
      { order_reference: placed.order_reference },
      { order_id: placed.order_id },
    ];
    for (const query of lookups) {
      const response = await track(guest, query);
      expect(response.statusCode).toBe(200);
      const order = OrderTrackSchema.parse(response.json());
      expect(order.delivery_address?.contact_person_number).toBe(PHONE);
      expect(order.order_note).toBe('Ring twice');
    }
  });

  it('another guest tracks by reference and contact number, without address, phone or note', async () => {
    const placed = await placeGuestOrder();
    const response = await track(stranger, {
      order_reference: placed.order_reference,
      contact_number: '1 555 0111',
    });
    expect(response.statusCode).toBe(200);
    const order = OrderTrackSchema.parse(response.json());
    expect(order).toMatchObject({ reference: placed.order_reference, order_status: 'pending' });
    expect(order.delivery_address).toBeNull();
    expect(order.order_note).toBeNull();
    expect(response.body).not.toContain('5550111');
    expect(response.body).not.toContain('12 Test Road');
  });

  it('the internal id opens only the owner’s order, even with the right contact number', async () => {
    const placed = await placeGuestOrder();
    const response = await track(stranger, { order_id: placed.order_id, contact_number: PHONE });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'order', message: 'Order not found' }] });
  });

  it('a signed-in customer cannot use a contact number either', async () => {
    const placed = await placeGuestOrder();
    const { token } = await buildSignedInCustomer(t.db);
    const response = await track(
      { token },
      { order_reference: placed.order_reference, contact_number: PHONE },
    );
    expect(response.statusCode).toBe(404);
  });

  it('needs a reference or an id', async () => {
    const response = await track(stranger, { contact_number: PHONE });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('order_reference');
  });
});

describe('attempt limits on contact-number tracking', () => {
  it('after 10 wrong numbers for one order, the order answers 429 from any address', async () => {
    const placed = await placeGuestOrder();
    const reference = placed.order_reference;
    for (let i = 0; i < 10; i++) {
      const wrong = await track(
        stranger,
        { order_reference: reference, contact_number: `+1555090${i}` },
        `10.2.0.${i + 1}`,
      );
      expect(wrong.statusCode).toBe(404);
    }
    const blocked = await track(
      stranger,
      { order_reference: reference, contact_number: PHONE },
      '10.2.1.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner is not locked out: their guest id needs no number.
    expect((await track(guest, { order_reference: reference })).statusCode).toBe(200);
  });

  it('a right number is not counted: the owner’s friend can keep watching', async () => {
    const placed = await placeGuestOrder();
    for (let i = 0; i < 15; i++) {
      const ok = await track(stranger, {
        order_reference: placed.order_reference,
        contact_number: PHONE,
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('after 30 wrong guesses from one address, that address answers 429', async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => placeGuestOrder()));
    const ip = '10.3.0.1';
    let refused = 0;
    for (let i = 0; i < 31; i++) {
      const reference = orders[i % orders.length]?.order_reference ?? '';
      const response = await track(
        stranger,
        { order_reference: reference, contact_number: `+1666${i}` },
        ip,
      );
      if (response.statusCode === 429) refused += 1;
      else expect(response.statusCode).toBe(404);
    }
    expect(refused).toBe(1);
    const fresh = await track(
      stranger,
      { order_reference: orders[0]?.order_reference ?? '', contact_number: PHONE },
      '10.3.0.2',
    );
    expect(fresh.statusCode).toBe(200);
  });
});

describe('parallel guesses on two API instances', () => {
  let second: App;
  let secondDb: DatabaseHandle;
  beforeAll(async () => {
    secondDb = openDatabase({ url: t.url });
    second = await buildApp({ db: secondDb.db, env: t.env });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  it('check the number at most 10 times for one order', async () => {
    const placed = await placeGuestOrder();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? t.app : second).inject({
          ...entryRequest(orderTrack, {
            query: {
              order_reference: placed.order_reference,
              contact_number: `+1777${i}`,
              guest_id: stranger.guestId,
            },
            headers: { moduleId: String(w.module.id) },
          }),
          remoteAddress: `10.4.${i}.1`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
  });
});
