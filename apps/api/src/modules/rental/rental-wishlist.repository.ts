import type { Database } from '../../db/client';
import { type FavouriteTarget, favouritesQueries } from '../../db/favourites';
import { rentalWishlist } from '../../db/schema/rental';

export type WishTarget = FavouriteTarget<'vehicleId', 'providerId'>;

const favourites = favouritesQueries(rentalWishlist, 'vehicleId', 'providerId');

/** Adds a favourite; adding it twice keeps one row (the unique index decides). */
export const insertWish = favourites.insert;

/** Removes the caller's own favourite only; how many rows went. */
export const deleteWish = favourites.delete;

/** The customer's favourite vehicle and provider ids, newest first. */
export async function selectWishes(db: Database, userId: number) {
  const ids = await favourites.selectIds(db, userId);
  return { vehicleIds: ids.first, providerIds: ids.second };
}
