import type { AddressInfo } from 'node:net';
import { apiPath } from '@marketplace/contract/endpoint';
import { operatorTripStatus, tripStream } from '@marketplace/contract/endpoints/trips';
import { TripStatusEventSchema } from '@marketplace/contract/trips';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trips, tripVehicles } from '../../db/schema/rental';
import { buildGuest } from '../../test/builders/caller';
import { buildRentalWorld, type RentalWorld, tripBody } from '../../test/builders/rental';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openEventStream } from '../order-tracking/testing/read-event-stream';
import { advanceDueTrips } from './advance-due-trips';
import { CASH_BOOKING, createRentalClient, type RentalCaller } from './testing/rental-client';
import { transitionTrip } from './trip-transition';

const OPERATOR_KEY = 'operator-key-for-trip-tests';
let t: TestApp;
let w: RentalWorld;
let client: ReturnType<typeof createRentalClient>;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_KEY } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Node's fetch keeps a spare connection after an aborted stream; drop it instead of waiting.
  t.app.server.closeAllConnections();
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  w = await buildRentalWorld(t.db);
  client = createRentalClient(t, w.module.id, w.zone.id);
});

async function bookTrip(caller: RentalCaller, trip = tripBody()) {
  const vehicle = await w.vehicle();
  expect((await client.add(caller, { ...trip, vehicle_id: vehicle.id })).statusCode).toBe(200);
  const booked = await client.book(caller, CASH_BOOKING);
  expect(booked.statusCode).toBe(200);
  return booked.json().trip_id as number;
}

describe('live trip status over the same SSE channel as orders', () => {
  it('sends the current status, then each change', async () => {
    const guestId = await buildGuest(t.db);
    const tripId = await bookTrip({ guestId });
    const stream = await openEventStream(
      `${baseUrl}${apiPath(tripStream)}?trip_id=${tripId}&guest_id=${guestId}`,
    );
    expect(stream.response.status).toBe(200);
    const first = TripStatusEventSchema.parse(JSON.parse((await stream.nextMessage()).data));
    expect(first).toMatchObject({ trip_id: tripId, status: 'pending', is_running: true });
    await transitionTrip(t.deps, tripId, 'confirmed');
    const second = TripStatusEventSchema.parse(JSON.parse((await stream.nextMessage()).data));
    expect(second.status).toBe('confirmed');
    stream.close();
  });
});

describe('operator endpoint for trips', () => {
  it('moves a trip along the state machine with the operator key only', async () => {
    const guestId = await buildGuest(t.db);
    const tripId = await bookTrip({ guestId });
    const url = apiPath(operatorTripStatus, { id: tripId });
    const put = (status: string, key?: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: key ? { 'x-operator-key': key } : {},
        payload: { status },
      });
    expect((await put('confirmed', 'wrong-key-wrong-key')).statusCode).toBe(401);
    expect((await put('completed', OPERATOR_KEY)).statusCode).toBe(409);
    const confirmed = await put('confirmed', OPERATOR_KEY);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      trip_id: tripId,
      status: 'confirmed',
      is_running: true,
    });
    await put('ongoing', OPERATOR_KEY);
    const completed = await put('completed', OPERATOR_KEY);
    expect(completed.json()).toMatchObject({ status: 'completed', is_running: false });
    // A completed trip's vehicles are back.
    const rows = await t.db.select().from(tripVehicles).where(eq(tripVehicles.tripId, tripId));
    expect(rows.every((row) => !row.holding)).toBe(true);
  });
});

describe('demo simulator for trips', () => {
  it('confirms and starts a trip picked up now, and leaves a trip scheduled for tomorrow pending', async () => {
    const [now, later] = [await buildGuest(t.db), await buildGuest(t.db)];
    const soonId = await bookTrip({ guestId: now }, tripBody({}, { inHours: 0 }));
    const laterId = await bookTrip({ guestId: later }, tripBody({}, { inHours: 24 }));
    const inAMinute = new Date(Date.now() + 60_000);
    await advanceDueTrips(t.deps, { stepMs: 1_000, now: inAMinute });
    const status = async (id: number) =>
      (await t.db.select().from(trips).where(eq(trips.id, id)))[0]?.status;
    expect(await status(soonId)).toBe('confirmed');
    expect(await status(laterId)).toBe('pending');
    await advanceDueTrips(t.deps, { stepMs: 1_000, now: new Date(inAMinute.getTime() + 5_000) });
    expect(await status(soonId)).toBe('ongoing');
  });
});
