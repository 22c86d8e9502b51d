import {
  providerDetails,
  vehicleReviews as vehicleReviewsEntry,
} from '@marketplace/contract/endpoints/rental-catalog';
import { tripReviewAdd } from '@marketplace/contract/endpoints/trips';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vehicleReviews, vehicles } from '../../db/schema/rental';
import { stores } from '../../db/schema/stores';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildRentalWorld, type RentalWorld, tripBody } from '../../test/builders/rental';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CASH_BOOKING, createRentalClient, type RentalCaller } from './testing/rental-client';
import { transitionTrip } from './trip-transition';

let t: TestApp;
let w: RentalWorld;
let client: ReturnType<typeof createRentalClient>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  w = await buildRentalWorld(t.db);
  client = createRentalClient(t, w.module.id, w.zone.id);
});

async function bookTrip(caller: RentalCaller, vehicleId: number) {
  expect((await client.add(caller, { ...tripBody(), vehicle_id: vehicleId })).statusCode).toBe(200);
  const booked = await client.book(caller, CASH_BOOKING);
  expect(booked.statusCode).toBe(200);
  return booked.json().trip_id as number;
}

async function complete(tripId: number) {
  for (const status of ['confirmed', 'ongoing', 'completed'] as const) {
    await transitionTrip(t.deps, tripId, status);
  }
}

const review = (caller: RentalCaller, body: Record<string, unknown>) =>
  client.call(caller, tripReviewAdd, { body });

describe('a review after a completed trip, once per vehicle of the trip', () => {
  it('is saved, shown on the vehicle, counted in its rating and marked on the trip', async () => {
    const customer = await buildSignedInCustomer(t.db);
    const vehicle = await w.vehicle();
    await t.db
      .insert(vehicleReviews)
      .values({ vehicleId: vehicle.id, customerName: 'Earlier', rating: 4, comment: 'Good' });
    const tripId = await bookTrip({ token: customer.token }, vehicle.id);
    await complete(tripId);

    const saved = await review(
      { token: customer.token },
      { trip_id: tripId, vehicle_id: vehicle.id, rating: 5, comment: '  Clean and on time  ' },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Review submitted successfully',
      trip: { id: tripId, can_review: true },
    });
    expect(saved.json().trip.vehicles[0].my_review).toMatchObject({
      rating: 5,
      comment: 'Clean and on time',
    });

    const [rated] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(rated).toMatchObject({ avgRating: 4.5, totalReviews: 2 });
    const details = await client.call({}, providerDetails, { params: { id: w.provider.id } });
    expect(details.json()).toMatchObject({ avg_rating: 4.5, rating_count: 2 });
    const listed = await client.call({}, vehicleReviewsEntry, { params: { id: vehicle.id } });
    expect(listed.json().reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Clean and on time',
      customer_name: 'Test Renter',
    });

    const again = await review(
      { token: customer.token },
      { trip_id: tripId, vehicle_id: vehicle.id, rating: 1 },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'review',
      message: 'You have already reviewed this',
    });
  });

  it('concurrent submissions of the same review save exactly one', async () => {
    const guestId = await buildGuest(t.db);
    const vehicle = await w.vehicle();
    const tripId = await bookTrip({ guestId }, vehicle.id);
    await complete(tripId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        review({ guestId }, { trip_id: tripId, vehicle_id: vehicle.id, rating: 4 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [rated] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(rated).toMatchObject({ avgRating: 4, totalReviews: 1 });
  });

  it("recomputes the provider's rating from all its vehicles' reviews, also when they race", async () => {
    const cars = [await w.vehicle(), await w.vehicle(), await w.vehicle()];
    const stars = [5, 4, 2];
    const renters = await Promise.all(cars.map(() => buildGuest(t.db)));
    const tripIds: number[] = [];
    for (const [i, car] of cars.entries()) {
      const tripId = await bookTrip({ guestId: renters[i] }, car.id);
      await complete(tripId);
      tripIds.push(tripId);
    }
    const answers = await Promise.all(
      cars.map((car, i) =>
        review(
          { guestId: renters[i] },
          { trip_id: tripIds[i], vehicle_id: car.id, rating: stars[i] },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [provider] = await t.db.select().from(stores).where(eq(stores.id, w.provider.id));
    // (5 + 4 + 2) / 3 = 3.67: every review counted, none from a stale count.
    expect(provider).toMatchObject({ avgRating: 3.67, ratingCount: 3 });
    const shown = await client.call({}, providerDetails, { params: { id: w.provider.id } });
    expect(shown.json()).toMatchObject({ avg_rating: 3.67, rating_count: 3 });
  });

  it('refuses a trip that is not completed (409 trip_status)', async () => {
    const guestId = await buildGuest(t.db);
    const vehicle = await w.vehicle();
    const tripId = await bookTrip({ guestId }, vehicle.id);
    const early = await review({ guestId }, { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({
      code: 'trip_status',
      message: 'You can review a trip once it is completed',
    });
    expect((await client.details({ guestId }, tripId)).json().can_review).toBe(false);
  });

  it('refuses another caller’s trip (404), a vehicle off the trip and a bad rating (422)', async () => {
    const owner = await buildGuest(t.db);
    const stranger = await buildGuest(t.db);
    const vehicle = await w.vehicle();
    const other = await w.vehicle();
    const tripId = await bookTrip({ guestId: owner }, vehicle.id);
    await complete(tripId);

    const foreign = await review(
      { guestId: stranger },
      { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 },
    );
    expect(foreign.statusCode).toBe(404);
    const offTrip = await review(
      { guestId: owner },
      { trip_id: tripId, vehicle_id: other.id, rating: 5 },
    );
    expect(offTrip.statusCode).toBe(422);
    expect(offTrip.json().errors[0]).toMatchObject({
      code: 'vehicle_id',
      message: 'This vehicle is not part of the trip',
    });
    for (const rating of [0, 6, 4.5, 'five']) {
      const bad = await review(
        { guestId: owner },
        { trip_id: tripId, vehicle_id: vehicle.id, rating },
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].message).toBe('Rating must be between 1 and 5');
    }
    const long = await review(
      { guestId: owner },
      { trip_id: tripId, vehicle_id: vehicle.id, rating: 5, comment: 'x'.repeat(1001) },
    );
    expect(long.statusCode).toBe(422);
  });
});
