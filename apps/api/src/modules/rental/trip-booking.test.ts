import { vehicleCheck } from '@marketplace/contract/endpoints/rental-catalog';
import { tripList, tripStream } from '@marketplace/contract/endpoints/trips';
import { TripBookedSchema, TripSchema } from '@marketplace/contract/trips';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { couponUsages, walletTransactions } from '../../db/schema/orders';
import { trips, tripVehicles } from '../../db/schema/rental';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildCoupon } from '../../test/builders/promotions';
import { type RentalWorld, tripBody } from '../../test/builders/rental';
import type { TestApp } from '../../test/test-app';
import { CASH_BOOKING, type RentalCaller } from './testing/rental-client';
import { type RentalTestWorld, useRentalTestWorld } from './testing/rental-test-world';

/*
 * Booking is money and availability under concurrency. On PGlite requests interleave on one
 * connection; with TEST_DATABASE_URL they are truly concurrent transactions on PostgreSQL, where
 * only the vehicle row locks keep these numbers right.
 */

const world = useRentalTestWorld();
let t: TestApp;
let w: RentalWorld;
let client: RentalTestWorld['client'];
beforeEach(() => {
  ({ t, w, client } = world);
});

async function cartWith(caller: RentalCaller, vehicleId: number, quantity = 1, trip = tripBody()) {
  const res = await client.add(caller, { ...trip, vehicle_id: vehicleId, quantity });
  expect(res.statusCode).toBe(200);
}

describe('fares ignore client amounts', () => {
  it('books at the server’s price: hourly × hours, vehicle then provider discount, tax added', async () => {
    const provider = await w.buildProvider({ tax: 5 });
    const vehicle = await w.vehicle({
      providerId: provider.id,
      hourlyPrice: 2_000,
      discountType: 'amount',
      discountPrice: 500,
    });
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id, 2, tripBody({}, { hours: 4 }));
    const res = await client.book(
      { guestId },
      {
        ...CASH_BOOKING,
        trip_amount: 1,
        total_amount: 1,
        price: 1,
      },
    );
    expect(res.statusCode).toBe(200);
    const booked = TripBookedSchema.parse(res.json());
    // 20.00 × 4 h × 2 = 160.00, less 5.00 per vehicle = 150.00, plus 5 % tax = 157.50.
    expect(booked.trip_amount).toBe(157.5);
    const details = TripSchema.parse((await client.details({ guestId }, booked.trip_id)).json());
    expect(details).toMatchObject({
      subtotal: 160,
      vehicle_discount: 10,
      tax: 7.5,
      status: 'pending',
    });
    expect((await client.cart({ guestId })).json().carts).toEqual([]);
  });
});

describe('availability: concurrent bookings of the last units', () => {
  it('8 guests booking the last 3 units at once give exactly 3 trips', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 3 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => buildGuest(t.db)));
    for (const guestId of guests) await cartWith({ guestId }, vehicle.id);
    const responses = await Promise.all(
      guests.map((guestId) => client.book({ guestId }, CASH_BOOKING)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    const refused = responses.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toEqual([
      { code: 'quantity', message: 'This vehicle is not available in this pick time' },
    ]);
    const held = await t.db
      .select()
      .from(tripVehicles)
      .where(eq(tripVehicles.vehicleId, vehicle.id));
    expect(held.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
  });

  it('a window that does not overlap the booked one can take the same units', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 1 });
    const [first, second, third] = await Promise.all([
      buildGuest(t.db),
      buildGuest(t.db),
      buildGuest(t.db),
    ]);
    await cartWith({ guestId: first }, vehicle.id, 1, tripBody({}, { inHours: 2, hours: 3 }));
    expect((await client.book({ guestId: first }, CASH_BOOKING)).statusCode).toBe(200);
    // Starts when the first trip ends: [5 h, 7 h) does not overlap [2 h, 5 h).
    await cartWith({ guestId: second }, vehicle.id, 1, tripBody({}, { inHours: 5, hours: 2 }));
    expect((await client.book({ guestId: second }, CASH_BOOKING)).statusCode).toBe(200);
    const overlapping = await client.add(
      { guestId: third },
      { ...tripBody({}, { inHours: 4, hours: 2 }), vehicle_id: vehicle.id },
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors[0].message).toBe(
      'This vehicle is not available in this pick time',
    );
    const check = await client.call({ guestId: third }, vehicleCheck, {
      query: {
        vehicle_id: vehicle.id,
        quantity: 1,
        rental_type: 'hourly',
        estimated_hours: 1,
        pickup_time: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      },
    });
    expect(check.json()).toEqual({ status: 'success', available: 1, message: null });
  });
});

describe('idempotent retries', () => {
  it('the same Idempotency-Key answers the same trip, booked once', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id);
    const [a, b] = await Promise.all([
      client.book({ guestId }, CASH_BOOKING, 'retry-key-1'),
      client.book({ guestId }, CASH_BOOKING, 'retry-key-1'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().trip_id).toBe(b.json().trip_id);
    expect(await t.db.select().from(trips)).toHaveLength(1);
  });
});

describe('idempotent retries: the key is looked up first', () => {
  it('answers the booked trip to a retry although the cart is now empty', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id);
    const first = await client.book({ guestId }, CASH_BOOKING, 'lost-trip-answer');
    expect(first.statusCode).toBe(200);
    const retry = await client.book({ guestId }, CASH_BOOKING, 'lost-trip-answer');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body with 422', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id);
    await client.book({ guestId }, CASH_BOOKING, 'one-trip-body');
    const other = await client.book(
      { guestId },
      { ...CASH_BOOKING, trip_note: 'another request' },
      'one-trip-body',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('Idempotency-Key');
    expect(await t.db.select().from(trips)).toHaveLength(1);
  });
});

describe('trips belong to their owner', () => {
  it('answers 404 to anyone else for details, cancel and the live stream', async () => {
    const vehicle = await w.vehicle();
    const owner = await buildGuest(t.db);
    const stranger = await buildSignedInCustomer(t.db);
    await cartWith({ guestId: owner }, vehicle.id);
    const tripId = (await client.book({ guestId: owner }, CASH_BOOKING)).json().trip_id;
    expect((await client.details({ token: stranger.token }, tripId)).statusCode).toBe(404);
    expect((await client.cancel({ token: stranger.token }, tripId)).statusCode).toBe(404);
    const stream = await client.call({ token: stranger.token }, tripStream, {
      query: { trip_id: tripId },
    });
    expect(stream.statusCode).toBe(404);
    const list = await client.call({ token: stranger.token }, tripList, {
      params: { filter: 'all' },
    });
    expect(list.json().trips).toEqual([]);
  });
});

describe('My Trips tabs', () => {
  it('lists pending, confirmed and ongoing trips as running, completed ones as completed, all in all', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 5 });
    const guestId = await buildGuest(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await cartWith({ guestId }, vehicle.id);
      ids.push((await client.book({ guestId }, CASH_BOOKING)).json().trip_id);
    }
    const statuses = ['pending', 'confirmed', 'ongoing', 'completed', 'canceled'] as const;
    for (const [i, status] of statuses.entries()) {
      await t.db
        .update(trips)
        .set({ status })
        .where(eq(trips.id, ids[i] as number));
    }
    const listed = async (filter: 'all' | 'running' | 'completed') => {
      const res = await client.call({ guestId }, tripList, { params: { filter } });
      expect(res.statusCode).toBe(200);
      return (res.json().trips as { id: number }[]).map((trip) => trip.id).sort((a, b) => a - b);
    };
    expect(await listed('running')).toEqual(ids.slice(0, 3));
    expect(await listed('completed')).toEqual([ids[3]]);
    expect(await listed('all')).toEqual(ids);
  });
});

describe('cancel releases the units, wallet and coupon exactly once', () => {
  it('gives everything back on the first cancel and refuses the second', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 1 });
    await buildCoupon(t.db, w.module.id, {
      code: 'RIDE',
      discountType: 'amount',
      discount: 500,
      limit: 1,
    });
    const customer = await buildSignedInCustomer(t.db, {
      walletBalance: 10_000,
      phone: '+15550181',
    });
    const caller = { token: customer.token };
    await cartWith(caller, vehicle.id);
    const booked = await client.book(caller, { payment_method: 'wallet', coupon_code: 'RIDE' });
    expect(booked.statusCode).toBe(200);
    // 10.00 × 3 h = 30.00, less the 5.00 coupon.
    expect(booked.json().trip_amount).toBe(25);
    const tripId = booked.json().trip_id;
    const balance = async () =>
      (await t.db.select().from(users).where(eq(users.id, customer.userId)))[0]?.walletBalance;
    expect(await balance()).toBe(7_500);

    const [first, second] = await Promise.all([
      client.cancel(caller, tripId),
      client.cancel(caller, tripId),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await balance()).toBe(10_000);
    const moves = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.tripId, tripId));
    expect(moves.map((m) => m.kind).sort()).toEqual(['trip_payment', 'trip_refund']);
    expect(await t.db.select().from(couponUsages)).toEqual([]);

    // The unit is free again, and the coupon can be used again.
    await cartWith(caller, vehicle.id);
    const again = await client.book(caller, { payment_method: 'wallet', coupon_code: 'RIDE' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to cancel a confirmed trip', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id);
    const tripId = (await client.book({ guestId }, CASH_BOOKING)).json().trip_id;
    await t.db.update(trips).set({ status: 'confirmed' }).where(eq(trips.id, tripId));
    const res = await client.cancel({ guestId }, tripId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      code: 'trip_status',
      message: 'You can not cancel this trip now',
    });
  });
});

describe('wallet', () => {
  it('refuses a wallet booking the balance cannot cover, and a guest wallet booking', async () => {
    const vehicle = await w.vehicle();
    const customer = await buildSignedInCustomer(t.db, { walletBalance: 100, phone: '+15550182' });
    await cartWith({ token: customer.token }, vehicle.id);
    const poor = await client.book({ token: customer.token }, { payment_method: 'wallet' });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errors[0].message).toBe('Insufficient balance in your wallet');
    const guestId = await buildGuest(t.db);
    await cartWith({ guestId }, vehicle.id);
    const guest = await client.book({ guestId }, { ...CASH_BOOKING, payment_method: 'wallet' });
    expect(guest.statusCode).toBe(422);
    expect(await t.db.select().from(trips)).toEqual([]);
  });
});
