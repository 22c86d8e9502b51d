import { type FavouriteTarget, favouritesQueries } from '../../db/favourites';
import { rentalWishlist } from '../../db/schema/rental';

/** A favourite vehicle or provider. */
export type WishTarget = FavouriteTarget<'vehicleId', 'providerId'>;

/** Favourite vehicles and providers: insert, delete, selectIds ({ vehicleIds, providerIds }). */
export const rentalWishes = favouritesQueries(rentalWishlist, 'vehicleId', 'providerId');
