import * as paymentsEndpoints from '@marketplace/contract/endpoints/payments';
import { DemoPaymentCallbackResponseSchema } from '@marketplace/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trips, tripVehicles } from '../../db/schema/rental';
import { buildGuest } from '../../test/builders/caller';
import { buildRentalWorld, type RentalWorld, tripBody } from '../../test/builders/rental';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signDemoCallback } from '../payments/demo-payment-signature';
import { CASH_BOOKING, createRentalClient } from './testing/rental-client';

const SECRET = 'rental-payments-secret-0123456789';
const WEB_URL = 'http://shop.test';
let t: TestApp;
let w: RentalWorld;
let client: ReturnType<typeof createRentalClient>;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_DEMO_SECRET: SECRET, WEB_URL } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  w = await buildRentalWorld(t.db);
  client = createRentalClient(t, w.module.id, w.zone.id);
});

async function digitalTrip() {
  const vehicle = await w.vehicle({ totalVehicleCount: 1 });
  const guestId = await buildGuest(t.db);
  await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
  const booked = await client.book(
    { guestId },
    { ...CASH_BOOKING, payment_method: 'digital_payment' },
  );
  expect(booked.statusCode).toBe(200);
  const link = booked.json().redirect_link as string;
  return { tripId: booked.json().trip_id as number, token: link.split('/').pop() ?? '' };
}

function callback(token: string, outcome: 'approved' | 'declined') {
  const raw = JSON.stringify({ token, outcome, decided_at: new Date().toISOString() });
  return t.app.inject({
    ...entryRequest(paymentsEndpoints.demoPaymentCallback),
    headers: {
      'content-type': 'application/json',
      'x-demo-signature': signDemoCallback(SECRET, raw),
    },
    payload: raw,
  });
}

describe('the demo gateway pays rental trips', () => {
  it('approved: the trip is paid and confirmed, and the customer returns to the trip page', async () => {
    const { tripId, token } = await digitalTrip();
    const answer = DemoPaymentCallbackResponseSchema.parse(
      (await callback(token, 'approved')).json(),
    );
    expect(answer).toMatchObject({
      order_id: null,
      trip_id: tripId,
      payment_status: 'approved',
      order_status: 'confirmed',
      redirect_url: `${WEB_URL}/my-trips/${tripId}?status=success`,
    });
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('declined: the trip fails and its unit is free again', async () => {
    const { tripId, token } = await digitalTrip();
    const answer = DemoPaymentCallbackResponseSchema.parse(
      (await callback(token, 'declined')).json(),
    );
    expect(answer).toMatchObject({ payment_status: 'declined', order_status: 'failed' });
    const held = await t.db.select().from(tripVehicles).where(eq(tripVehicles.tripId, tripId));
    expect(held.every((row) => !row.holding)).toBe(true);
  });
});
