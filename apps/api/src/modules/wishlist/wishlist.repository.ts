import { type FavouriteTarget, favouritesQueries } from '../../db/favourites';
import { wishlist } from '../../db/schema/wishlist';

/** A favourite item or store. */
export type WishTarget = FavouriteTarget<'itemId', 'storeId'>;

/** The customer's favourite items and stores: insert, delete, selectIds ({ itemIds, storeIds }). */
export const wishes = favouritesQueries(wishlist, 'itemId', 'storeId');
