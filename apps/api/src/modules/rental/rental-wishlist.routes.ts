import {
  addRentalWish as addEntry,
  removeRentalWish as removeEntry,
  rentalWishlist,
} from '@marketplace/contract/endpoints/rental-wishlist';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { addRentalWish, getRentalWishlist, removeRentalWish } from './rental-wishlist.service';

/** The signed-in customer's favourite vehicles and providers. */
export function rentalWishlistRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, rentalWishlist, (request) => getRentalWishlist(deps, request.ctx));
    await route(app, addEntry, (request) => {
      const { key, id } = request.query;
      return addRentalWish(
        deps,
        request.ctx,
        key === 'vehicle_id' ? { vehicleId: id } : { providerId: id },
      );
    });
    await route(app, removeEntry, (request) => {
      const { vehicle_id: vehicleId, provider_id: providerId } = request.query;
      return removeRentalWish(
        deps,
        request.ctx,
        vehicleId !== undefined ? { vehicleId } : { providerId: providerId ?? 0 },
      );
    });
  };
}
