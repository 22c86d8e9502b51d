import { CouponListSchema, CouponRefusedSchema } from '@marketplace/contract/coupons';
import { couponApply, rentalCouponList } from '@marketplace/contract/endpoints/coupons';
import { TripBookedSchema } from '@marketplace/contract/trips';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponUsages } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildCoupon } from '../../test/builders/promotions';
import { type RentalWorld, tripBody } from '../../test/builders/rental';
import type { TestApp } from '../../test/test-app';
import { CASH_BOOKING, type RentalCaller } from '../rental/testing/rental-client';
import { type RentalTestWorld, useRentalTestWorld } from '../rental/testing/rental-test-world';

const world = useRentalTestWorld();
let t: TestApp;
let w: RentalWorld;
let client: RentalTestWorld['client'];
beforeEach(() => {
  ({ t, w, client } = world);
});

async function listed(caller: RentalCaller) {
  const response = await client.call(caller, rentalCouponList);
  expect(response.statusCode).toBe(200);
  return CouponListSchema.parse(response.json());
}

async function bookWith(caller: RentalCaller, code: string, key?: string) {
  return client.book(caller, { ...CASH_BOOKING, coupon_code: code }, key);
}

describe('GET /rental/coupon/list (spec 02 §7 Rental)', () => {
  it("lists the rental module's coupons for a guest and a customer, a provider's by name", async () => {
    await w.buildProvider({ name: 'Other Rides' });
    await buildCoupon(t.db, w.module.id, { code: 'RIDE10', minPurchase: 2000 });
    await buildCoupon(t.db, w.module.id, {
      code: 'MAINONLY',
      couponType: 'store_wise',
      data: [w.provider.id],
    });
    await buildCoupon(t.db, w.module.id, { code: 'ELSEWHERE', couponType: 'zone_wise', data: [0] });
    const guest = { guestId: await buildGuest(t.db) };
    const list = await listed(guest);
    expect(list.map((c) => c.code).sort()).toEqual(['MAINONLY', 'RIDE10']);
    expect(list.find((c) => c.code === 'MAINONLY')?.stores).toEqual([
      { id: w.provider.id, name: w.provider.name },
    ]);
    const customer = await buildSignedInCustomer(t.db);
    expect((await listed({ token: customer.token })).map((c) => c.code).sort()).toEqual([
      'MAINONLY',
      'RIDE10',
    ]);
  });

  it('asks who is calling: 401 without a token or a guest_id', async () => {
    expect((await client.call({}, rentalCouponList)).statusCode).toBe(401);
  });

  it("counts each caller's own uses: a used-up coupon leaves only that caller's list", async () => {
    await buildCoupon(t.db, w.module.id, { code: 'ONCE', limit: 1 });
    const vehicle = await w.vehicle();
    const ada = await buildSignedInCustomer(t.db);
    const grace = await buildSignedInCustomer(t.db);
    expect((await listed({ token: ada.token }))[0]?.uses_left).toBe(1);

    expect(
      (
        await client.add(
          { token: ada.token },
          { ...tripBody(), vehicle_id: vehicle.id, quantity: 1 },
        )
      ).statusCode,
    ).toBe(200);
    const booked = await bookWith({ token: ada.token }, 'ONCE');
    expect(booked.statusCode).toBe(200);
    expect(TripBookedSchema.parse(booked.json()).trip_id).toBeGreaterThan(0);

    expect(await listed({ token: ada.token })).toEqual([]);
    expect((await listed({ token: grace.token })).map((c) => c.code)).toEqual(['ONCE']);
    const refused = await client.call({ token: ada.token }, couponApply, {
      query: { code: 'ONCE' },
    });
    expect(refused.statusCode).toBe(422);
    expect(CouponRefusedSchema.parse(refused.json()).reason).toBe('coupon_limit_reached');
    const granted = await client.call({ token: grace.token }, couponApply, {
      query: { code: 'ONCE' },
    });
    expect(granted.statusCode).toBe(200);
  });

  it('a limit-1 coupon sent with four racing bookings of one cart is used once', async () => {
    await buildCoupon(t.db, w.module.id, { code: 'ONCE', limit: 1 });
    const vehicle = await w.vehicle({ totalVehicleCount: 5 });
    const ada = { token: (await buildSignedInCustomer(t.db)).token };
    const add = await client.add(ada, { ...tripBody(), vehicle_id: vehicle.id, quantity: 1 });
    expect(add.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => bookWith(ada, 'ONCE', `race-${i}`)),
    );
    const booked = answers.filter((a) => a.statusCode === 200);
    expect(booked).toHaveLength(1);
    for (const other of answers.filter((a) => a.statusCode !== 200)) {
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      expect(other.statusCode).toBeLessThan(500);
    }
    expect(await t.db.select().from(couponUsages)).toHaveLength(1);
  });
});
