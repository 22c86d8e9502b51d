import { apiPath } from '@marketplace/contract/endpoint';
import { orderTax, surgePrice } from '@marketplace/contract/endpoints/order-fees';
import { OrderTaxSchema, SurgePriceSchema } from '@marketplace/contract/order-fees';
import { OrderPlacedSchema, OrderQuoteSchema } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { surgePrices } from '../../db/schema/surge';
import { buildGuest } from '../../test/builders/caller';
import { buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import type { TestApp } from '../../test/test-app';
import type { OrderClient, TestCaller } from '../orders/testing/order-client';
import { useOrderTestWorld } from '../orders/testing/order-test-world';

const world = useOrderTestWorld({ store: { tax: 10 } });
let t: TestApp;
let w: CheckoutWorld;
let client: OrderClient;
let guest: TestCaller;
beforeEach(async () => {
  ({ t, w, client } = world);
  guest = { guestId: await buildGuest(t.db) };
});

/** A surge in the world's zone, running all day unless told otherwise. */
function buildSurge(overrides: Partial<typeof surgePrices.$inferInsert> = {}) {
  return t.db.insert(surgePrices).values({
    zoneId: w.zone.id,
    moduleIds: [w.module.id],
    priceType: 'amount',
    price: 300,
    durationType: 'daily',
    startTime: '00:00',
    endTime: '23:59',
    customerNote: 'Storm: few riders out',
    ...overrides,
  });
}

function askSurge(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  return t.app.inject({ method: 'GET', url: `${apiPath(surgePrice)}?${search}` });
}

describe('get-surge-price', () => {
  it('answers the surge running in the zone for the module, and none elsewhere', async () => {
    await buildSurge();
    const running = await askSurge({ zone_id: w.zone.id, module_id: w.module.id });
    expect(running.statusCode, running.body).toBe(200);
    expect(SurgePriceSchema.parse(running.json())).toEqual({
      active: true,
      price_type: 'amount',
      surge_price: 3,
      customer_note: 'Storm: few riders out',
    });
    const otherModule = await askSurge({ zone_id: w.zone.id, module_id: w.module.id + 1000 });
    expect(SurgePriceSchema.parse(otherModule.json()).active).toBe(false);
    const unknownZone = await askSurge({ zone_id: 987_654, module_id: w.module.id });
    expect(SurgePriceSchema.parse(unknownZone.json()).active).toBe(false);
  });

  it('reads the time asked for: a Saturday surge is not running on a Friday', async () => {
    await buildSurge({ durationType: 'weekly', weekdays: [6], priceType: 'percent', price: 1_500 });
    const saturday = await askSurge({
      zone_id: w.zone.id,
      module_id: w.module.id,
      date_time: '2026-11-28T12:00:00Z',
    });
    expect(SurgePriceSchema.parse(saturday.json())).toMatchObject({
      active: true,
      price_type: 'percent',
      surge_price: 15,
    });
    const friday = await askSurge({
      zone_id: w.zone.id,
      module_id: w.module.id,
      date_time: '2026-11-27T12:00:00Z',
    });
    expect(SurgePriceSchema.parse(friday.json()).active).toBe(false);
  });

  it('refuses a malformed time or zone with a 422', async () => {
    const bad = await askSurge({ zone_id: w.zone.id, module_id: w.module.id, date_time: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect((await askSurge({ zone_id: 'x', module_id: w.module.id })).statusCode).toBe(422);
  });
});

describe('the surge in the quote and at place', () => {
  it('is added to the delivery fee the quote shows and the order keeps, whatever the client says', async () => {
    const item = await w.item({ price: 1_000 });
    const before = OrderQuoteSchema.parse((await client.quote(guest, buyNowBody(item.id))).json());
    await buildSurge();
    const quote = OrderQuoteSchema.parse((await client.quote(guest, buyNowBody(item.id))).json());
    expect(quote.surge_charge).toBe(3);
    expect(quote.surge_note).toBe('Storm: few riders out');
    expect(quote.delivery_charge).toBeCloseTo(before.delivery_charge + 3, 5);
    expect(quote.total_amount).toBeCloseTo(before.total_amount + 3, 5);

    const placed = await client.place(guest, {
      ...buyNowBody(item.id),
      delivery_charge: 0,
      surge_charge: 0,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id, total_amount } = OrderPlacedSchema.parse(placed.json());
    expect(total_amount).toBe(quote.total_amount);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order_id));
    expect(row?.deliveryFee).toBe(Math.round(quote.delivery_charge * 100));
  });

  it('a take-away order pays no surge', async () => {
    await buildSurge();
    const item = await w.item();
    const quote = OrderQuoteSchema.parse(
      (await client.quote(guest, buyNowBody(item.id, 1, { order_type: 'take_away' }))).json(),
    );
    expect(quote.surge_charge).toBe(0);
    expect(quote.delivery_charge).toBe(0);
  });
});

describe('get-Tax', () => {
  it('answers the tax the quote computes for these choices', async () => {
    const item = await w.item({ price: 1_000 });
    const body = buyNowBody(item.id, 2);
    const quote = OrderQuoteSchema.parse((await client.quote(guest, body)).json());
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(orderTax),
      headers: { moduleId: String(w.module.id) },
      payload: { ...body, guest_id: guest.guestId, tax_amount: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(OrderTaxSchema.parse(response.json())).toEqual({
      tax_amount: 2,
      tax_status: 'excluded',
      tax_added: 2,
    });
    expect(quote.tax).toBe(2);
  });

  it('answers 401 without a caller', async () => {
    const item = await w.item();
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(orderTax),
      headers: { moduleId: String(w.module.id) },
      payload: buyNowBody(item.id),
    });
    expect(response.statusCode).toBe(401);
  });
});
