import {
  addRentalWish,
  removeRentalWish,
  rentalWishlist,
} from '@marketplace/contract/endpoints/rental-wishlist';
import { RentalWishlistSchema } from '@marketplace/contract/rental-wishlist';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildRentalWorld, type RentalWorld } from '../../test/builders/rental';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRentalClient } from './testing/rental-client';

let t: TestApp;
let w: RentalWorld;
let client: ReturnType<typeof createRentalClient>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  w = await buildRentalWorld(t.db);
  client = createRentalClient(t, w.module.id, w.zone.id);
});

const add = (token: string, key: 'vehicle_id' | 'provider_id', id: number) =>
  client.call({ token }, addRentalWish, { query: { key, id } });
const list = async (token: string) =>
  RentalWishlistSchema.parse((await client.call({ token }, rentalWishlist)).json());

describe('the rental wishlist', () => {
  it('keeps one row per favourite, newest first, and removes only the caller’s own', async () => {
    const first = await w.vehicle();
    const second = await w.vehicle();
    const me = await buildSignedInCustomer(t.db);
    const other = await buildSignedInCustomer(t.db);
    const added = await Promise.all([
      add(me.token, 'vehicle_id', first.id),
      add(me.token, 'vehicle_id', first.id),
    ]);
    expect(added.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(added[0]?.json().message).toBe('Added to your wishlist');
    await add(me.token, 'vehicle_id', second.id);
    await add(me.token, 'provider_id', w.provider.id);
    await add(other.token, 'vehicle_id', first.id);

    const mine = await list(me.token);
    expect(mine.vehicles.map((v) => v.id)).toEqual([second.id, first.id]);
    expect(mine.providers.map((p) => p.id)).toEqual([w.provider.id]);

    const removed = await client.call({ token: other.token }, removeRentalWish, {
      query: { vehicle_id: first.id },
    });
    expect(removed.json().message).toBe('Removed from your wishlist');
    expect((await list(other.token)).vehicles).toEqual([]);
    expect((await list(me.token)).vehicles.map((v) => v.id)).toEqual([second.id, first.id]);
  });

  it('answers 401 for a guest and 404 for a vehicle it does not know', async () => {
    const guest = await client.call({}, rentalWishlist);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].message).toBe('You are not logged in');
    const me = await buildSignedInCustomer(t.db);
    expect((await add(me.token, 'vehicle_id', 999_999)).statusCode).toBe(404);
  });
});
