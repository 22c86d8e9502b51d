import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import {
  addToRentalCart,
  clearRentalCartByZone,
  removeRentalVehicle,
  updateRentalCart,
  updateRentalTrip,
} from '@marketplace/contract/endpoints/rental-cart';
import { tripBooking } from '@marketplace/contract/endpoints/trips';
import { RentalCartSchema } from '@marketplace/contract/rental-cart';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores';
import { buildGuest } from '../../test/builders/caller';
import { type RentalWorld, tripBody } from '../../test/builders/rental';
import { buildZone, squarePolygon } from '../../test/builders/zone';
import type { TestApp } from '../../test/test-app';
import { buildCustomer, call } from '../auth/auth-test-kit';
import { CASH_BOOKING } from './testing/rental-client';
import { type RentalTestWorld, useRentalTestWorld } from './testing/rental-test-world';

const world = useRentalTestWorld();
let t: TestApp;
let w: RentalWorld;
let client: RentalTestWorld['client'];
beforeEach(() => {
  ({ t, w, client } = world);
});

describe('the server prices the cart; the client price is ignored', () => {
  it('prices an hourly line as price × hours × vehicles, whatever price is sent', async () => {
    const vehicle = await w.vehicle({
      hourlyPrice: 1_500,
      discountType: 'percent',
      discountPrice: 1_000,
    });
    const guestId = await buildGuest(t.db);
    const res = await client.add(
      { guestId },
      {
        ...tripBody({}, { hours: 3 }),
        vehicle_id: vehicle.id,
        quantity: 2,
        price: 0.01,
        distance: 99_999,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The vehicle successfully added to your cart.');
    const cart = RentalCartSchema.parse(res.json());
    // 15.00 × 3 h × 2 = 90.00, less 10 % = 81.00.
    expect(cart.carts[0]?.price).toBe(81);
    expect(cart.user_data?.estimated_hours).toBe(3);
    // The distance is the maps provider's, not the client's 99,999.
    expect(cart.user_data?.distance).toBeLessThan(100);
  });
});

describe('one provider per rental cart', () => {
  it('answers 409 for a vehicle of another provider, and replaces the cart when asked', async () => {
    const first = await w.vehicle();
    const other = await w.buildProvider();
    const second = await w.vehicle({ providerId: other.id });
    const guestId = await buildGuest(t.db);
    await client.add({ guestId }, { ...tripBody(), vehicle_id: first.id });
    const refused = await client.add({ guestId }, { ...tripBody(), vehicle_id: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('provider');
    expect(refused.json().carts.map((l: { vehicle_id: number }) => l.vehicle_id)).toEqual([
      first.id,
    ]);
    const replaced = await client.add(
      { guestId },
      { ...tripBody(), vehicle_id: second.id, replace_cart: true },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().carts.map((l: { vehicle_id: number }) => l.vehicle_id)).toEqual([
      second.id,
    ]);
  });
});

describe('a trip without its places', () => {
  it("names each missing or wrong place in words, not the schema library's, and adds nothing", async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    const missing = await client.add(
      { guestId },
      { ...tripBody(), pickup_location: undefined, vehicle_id: vehicle.id },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      {
        code: 'pickup_location',
        message: 'pickup_location must be a place: lat, lng and location_name',
      },
    ]);
    const offTheMap = await client.add(
      { guestId },
      {
        ...tripBody(),
        destination_location: { lat: 123, lng: 90.4, location_name: 'Nowhere' },
        vehicle_id: vehicle.id,
      },
    );
    expect(offTheMap.statusCode).toBe(422);
    expect(offTheMap.json().errors).toEqual([
      expect.objectContaining({ message: 'lat must be a number between -90 and 90' }),
    ]);
    expect((await client.cart({ guestId })).json().carts).toEqual([]);
  });
});

describe('quantity limits with the spec wording', () => {
  it('refuses more than the free units: "You can\'t add more than 2 quantities of this vehicle."', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 3 });
    const booker = await buildGuest(t.db);
    await client.add({ guestId: booker }, { ...tripBody(), vehicle_id: vehicle.id });
    expect((await client.book({ guestId: booker }, CASH_BOOKING)).statusCode).toBe(200);
    const guestId = await buildGuest(t.db);
    const res = await client.add(
      { guestId },
      { ...tripBody(), vehicle_id: vehicle.id, quantity: 3 },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { code: 'quantity', message: "You can't add more than 2 quantities of this vehicle." },
    ]);
    const cart = await client.cart({ guestId });
    expect(cart.json().carts).toEqual([]);
  });

  it('refuses more than the vehicle has: "Vehicle can have up to 2 rental options; no more can be added"', async () => {
    const vehicle = await w.vehicle({ totalVehicleCount: 2 });
    const guestId = await buildGuest(t.db);
    const added = await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
    const lineId = added.json().carts[0].id;
    const tooMany = await client.call({ guestId }, updateRentalCart, {
      body: { cart_id: lineId, quantity: 3 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual([
      {
        code: 'quantity',
        message: 'Vehicle can have up to 2 rental options; no more can be added',
      },
    ]);
    expect((await client.cart({ guestId })).json().carts[0].quantity).toBe(1);
  });

  it('lists the conflicting vehicles when the trip type changes (409 trip_type)', async () => {
    const hourlyOnly = await w.vehicle({ tripDistance: 0, tripDayWise: 0 });
    const guestId = await buildGuest(t.db);
    const added = await client.add({ guestId }, { ...tripBody(), vehicle_id: hourlyOnly.id });
    const cartId = added.json().user_data.id;
    const res = await client.call({ guestId }, updateRentalTrip, {
      params: { id: cartId },
      body: tripBody({ rental_type: 'distance_wise' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('trip_type');
    expect(res.json().carts.map((l: { vehicle_id: number }) => l.vehicle_id)).toEqual([
      hourlyOnly.id,
    ]);
  });
});

describe("pickup location inside the provider's zone (server-side)", () => {
  async function providerElsewhere() {
    const far = await buildZone(t.db, { polygon: squarePolygon(2, 2, 1) });
    const provider = await w.buildProvider({ zoneId: far.id, latitude: 2.5, longitude: 2.5 });
    const vehicle = await w.vehicle({ providerId: provider.id });
    return { far, vehicle };
  }
  const farPickup = { lat: 2.2, lng: 2.2, location_name: 'North Depot' };

  it("refuses a pickup outside the provider's zone with 422 pickup_location", async () => {
    const { far, vehicle } = await providerElsewhere();
    const guestId = await buildGuest(t.db);
    const headers = { zoneId: `[${w.zone.id},${far.id}]` };
    const refused = await client.call({ guestId }, addToRentalCart, {
      body: { ...tripBody(), vehicle_id: vehicle.id },
      headers,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        code: 'pickup_location',
        message: 'This provider does not hand over vehicles at this pickup location',
      },
    ]);
    const accepted = await client.call({ guestId }, addToRentalCart, {
      body: { ...tripBody({ pickup_location: farPickup }), vehicle_id: vehicle.id },
      headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user_data.pickup_zone_id).toBe(far.id);
  });

  it("refuses new trip details that move the pickup out of the cart provider's zone", async () => {
    const vehicle = await w.vehicle();
    const far = await buildZone(t.db, { polygon: squarePolygon(2, 2, 1) });
    const guestId = await buildGuest(t.db);
    const added = await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
    const res = await client.call({ guestId }, updateRentalTrip, {
      params: { id: added.json().user_data.id },
      body: tripBody({ pickup_location: farPickup }),
      headers: { zoneId: `[${w.zone.id},${far.id}]` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].code).toBe('pickup_location');
    const cart = await client.cart({ guestId });
    expect(cart.json().user_data.pickup_location.location_name).toBe('Central Station');
  });

  it('re-checks at booking: a provider that moved zones cannot be booked from the old pickup', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
    const far = await buildZone(t.db, { polygon: squarePolygon(2, 2, 1) });
    await t.db.update(stores).set({ zoneId: far.id }).where(eq(stores.id, w.provider.id));
    const res = await client.call({ guestId }, tripBooking, {
      body: CASH_BOOKING,
      headers: { zoneId: `[${w.zone.id},${far.id}]` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({
      code: 'pickup_location',
      message: 'This provider does not hand over vehicles at this pickup location',
    });
  });
});

describe('the rental cart belongs to its owner', () => {
  it('answers 404 for another owner’s line or trip details', async () => {
    const vehicle = await w.vehicle();
    const owner = await buildGuest(t.db);
    const stranger = await buildGuest(t.db);
    const added = await client.add({ guestId: owner }, { ...tripBody(), vehicle_id: vehicle.id });
    const lineId = added.json().carts[0].id;
    const removal = await client.call({ guestId: stranger }, removeRentalVehicle, {
      params: { id: lineId },
    });
    expect(removal.statusCode).toBe(404);
    const update = await client.call({ guestId: stranger }, updateRentalTrip, {
      params: { id: added.json().user_data.id },
      body: tripBody(),
    });
    expect(update.statusCode).toBe(404);
    expect((await client.cart({ guestId: owner })).json().carts).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('hands the guest’s rental cart to the customer who signs in with its guest_id', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
    const customer = await buildCustomer(t.db);
    const login = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    expect(login.statusCode).toBe(200);
    const cart = await client.cart({ token: login.json().token });
    expect(cart.json().carts.map((l: { vehicle_id: number }) => l.vehicle_id)).toEqual([
      vehicle.id,
    ]);
    expect((await client.cart({ guestId })).json().carts).toEqual([]);
  });
});

describe('pickup zone', () => {
  it('clears the cart when the pickup zone is not among the caller’s zones', async () => {
    const vehicle = await w.vehicle();
    const guestId = await buildGuest(t.db);
    await client.add({ guestId }, { ...tripBody(), vehicle_id: vehicle.id });
    const res = await client.call({ guestId }, clearRentalCartByZone, {
      headers: { zoneId: '[999]' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your cart has been cleared as the selected zone does not support the previous pickup point.',
    );
    expect((await client.cart({ guestId })).json().carts).toEqual([]);
  });
});
