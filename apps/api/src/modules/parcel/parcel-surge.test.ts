import { E2E_CLOCK_HEADER } from '@marketplace/contract/e2e-fixtures';
import { apiPath } from '@marketplace/contract/endpoint';
import { orderPlace, orderQuote } from '@marketplace/contract/endpoints/orders';
import { OrderPlacedSchema, OrderQuoteSchema } from '@marketplace/contract/orders';
import { estimateRoadDistance } from '@marketplace/domain/geo/distance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { surgePrices } from '../../db/schema/surge';
import { buildGuest } from '../../test/builders/caller';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildParcelWorld,
  type ParcelWorld,
  parcelBody,
  RECEIVER_POINT,
  SENDER_POINT,
} from './testing/parcel-world';

/*
 * Decision 0040 for parcels: the pickup zone's surge in its time window joins the parcel's fee,
 * as it joins an order's delivery fee. The time is the app's controllable clock (decision 0046:
 * the X-E2E-Clock header, with the test routes on); the business's clock is Asia/Dhaka (UTC+6).
 */
const IN_THE_EVENING_RUSH = '2026-11-27T19:00:00+06:00';
const BEFORE_THE_RUSH = '2026-11-27T17:00:00+06:00';

let t: TestApp;
let w: ParcelWorld;
beforeAll(async () => {
  t = await createTestApp({ env: { E2E_FIXTURES: 'on' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  w = await buildParcelWorld(t.db, { settings: { parcel_tax: 10 } });
  // +1.50 on parcels, 18:00–21:00 every day; a larger one for another module only.
  await t.db.insert(surgePrices).values([
    {
      zoneId: w.zone.id,
      moduleIds: [w.module.id],
      priceType: 'amount',
      price: 150,
      durationType: 'daily',
      startTime: '18:00',
      endTime: '21:00',
      customerNote: 'Evening rush',
    },
    {
      zoneId: w.zone.id,
      moduleIds: [w.module.id + 1000],
      priceType: 'amount',
      price: 900,
      durationType: 'daily',
      startTime: '00:00',
      endTime: '23:59',
      customerNote: 'Not for parcels',
    },
  ]);
});

const metres = Math.round(estimateRoadDistance(SENDER_POINT, RECEIVER_POINT).distanceMeters);
/** Documents: 0.60 per km, never below 2.49 (minor units). */
const baseFee = Math.max(249, Math.round((metres * 60) / 1000));

async function send(path: 'quote' | 'place', at: string, body: Record<string, unknown>) {
  const guestId = await buildGuest(t.db);
  return t.app.inject({
    method: 'POST',
    url: apiPath(path === 'quote' ? orderQuote : orderPlace),
    headers: { moduleId: String(w.module.id), [E2E_CLOCK_HEADER]: at },
    payload: { guest_id: guestId, ...body },
  });
}

describe('a parcel priced inside and outside a surge window', () => {
  it('inside the window, the quote and the placed parcel carry the surge, whatever the client sends', async () => {
    const quoted = await send('quote', IN_THE_EVENING_RUSH, parcelBody(w.documents.id));
    expect(quoted.statusCode, quoted.body).toBe(200);
    const fee = baseFee + 150;
    const tax = Math.round(fee / 10);
    expect(OrderQuoteSchema.parse(quoted.json())).toMatchObject({
      surge_charge: 1.5,
      surge_note: 'Evening rush',
      delivery_charge: fee / 100,
      tax: tax / 100,
      total_amount: (fee + tax) / 100,
    });

    const body = parcelBody(w.documents.id, { surge_charge: 0, delivery_charge: baseFee / 100 });
    const placed = await send('place', IN_THE_EVENING_RUSH, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = OrderPlacedSchema.parse(placed.json());
    expect(answer.total_amount).toBe((fee + tax) / 100);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id));
    expect(row).toMatchObject({ deliveryFee: fee, tax, total: fee + tax });
  });

  it('outside the window, neither the quote nor the placed parcel has one', async () => {
    const quoted = await send('quote', BEFORE_THE_RUSH, parcelBody(w.documents.id));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(OrderQuoteSchema.parse(quoted.json())).toMatchObject({
      surge_charge: 0,
      surge_note: null,
      delivery_charge: baseFee / 100,
    });

    const placed = await send('place', BEFORE_THE_RUSH, parcelBody(w.documents.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = OrderPlacedSchema.parse(placed.json());
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id));
    expect(row?.deliveryFee).toBe(baseFee);
  });
});
