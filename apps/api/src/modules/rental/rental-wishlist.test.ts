import {
  addRentalWish,
  removeRentalWish,
  rentalWishlist,
} from '@marketplace/contract/endpoints/rental-wishlist';
import { RentalWishlistSchema } from '@marketplace/contract/rental-wishlist';
import { describe, expect, it } from 'vitest';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { useRentalTestWorld } from './testing/rental-test-world';

const world = useRentalTestWorld();
const add = (token: string, key: 'vehicle_id' | 'provider_id', id: number) =>
  world.client.call({ token }, addRentalWish, { query: { key, id } });
const list = async (token: string) =>
  RentalWishlistSchema.parse((await world.client.call({ token }, rentalWishlist)).json());

describe('the rental wishlist', () => {
  it('keeps one row per favourite, newest first, and removes only the caller’s own', async () => {
    const first = await world.w.vehicle();
    const second = await world.w.vehicle();
    const me = await buildSignedInCustomer(world.t.db);
    const other = await buildSignedInCustomer(world.t.db);
    const added = await Promise.all([
      add(me.token, 'vehicle_id', first.id),
      add(me.token, 'vehicle_id', first.id),
    ]);
    expect(added.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(added[0]?.json().message).toBe('Added to your wishlist');
    await add(me.token, 'vehicle_id', second.id);
    await add(me.token, 'provider_id', world.w.provider.id);
    await add(other.token, 'vehicle_id', first.id);

    const mine = await list(me.token);
    expect(mine.vehicles.map((v) => v.id)).toEqual([second.id, first.id]);
    expect(mine.providers.map((p) => p.id)).toEqual([world.w.provider.id]);

    const removed = await world.client.call({ token: other.token }, removeRentalWish, {
      query: { vehicle_id: first.id },
    });
    expect(removed.json().message).toBe('Removed from your wishlist');
    expect((await list(other.token)).vehicles).toEqual([]);
    expect((await list(me.token)).vehicles.map((v) => v.id)).toEqual([second.id, first.id]);
  });

  it('answers 401 for a guest and 404 for a vehicle it does not know', async () => {
    const guest = await world.client.call({}, rentalWishlist);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].message).toBe('You are not logged in');
    const me = await buildSignedInCustomer(world.t.db);
    expect((await add(me.token, 'vehicle_id', 999_999)).statusCode).toBe(404);
  });
});
