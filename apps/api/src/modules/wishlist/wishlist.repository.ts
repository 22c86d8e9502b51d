import type { Database } from '../../db/client';
import { type FavouriteTarget, favouritesQueries } from '../../db/favourites';
import { wishlist } from '../../db/schema/wishlist';

export type WishTarget = FavouriteTarget<'itemId', 'storeId'>;

const favourites = favouritesQueries(wishlist, 'itemId', 'storeId');

/** Adds a favourite; adding it twice keeps one row (the unique index decides, also under races). */
export const insertWish = favourites.insert;

/** Removes the caller's own favourite only. */
export const deleteWish = favourites.delete;

/** The customer's favourite item and store ids, newest first. */
export async function selectWishIds(db: Database, userId: number) {
  const ids = await favourites.selectIds(db, userId);
  return { itemIds: ids.first, storeIds: ids.second };
}
