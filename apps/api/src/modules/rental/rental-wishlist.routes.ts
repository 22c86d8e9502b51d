import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { RENTAL_PATHS } from '@marketplace/contract/rental-paths';
import {
  RentalWishlistAddQuerySchema,
  RentalWishlistMessageSchema,
  RentalWishlistRemoveQuerySchema,
  RentalWishlistSchema,
} from '@marketplace/contract/rental-wishlist';
import type { App, AppDeps } from '../../app-types';
import { addRentalWish, getRentalWishlist, removeRentalWish } from './rental-wishlist.service';

const TAGS = ['rental wishlist'];
const errors = { 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** The signed-in customer's favourite vehicles and providers. */
export function rentalWishlistRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      RENTAL_PATHS.wishlist,
      { schema: { tags: TAGS, response: { 200: RentalWishlistSchema, ...errors } } },
      (request) => getRentalWishlist(deps, request.ctx),
    );
    app.post(
      RENTAL_PATHS.wishlistAdd,
      {
        schema: {
          tags: TAGS,
          querystring: RentalWishlistAddQuerySchema,
          response: { 200: RentalWishlistMessageSchema, ...errors },
        },
      },
      (request) => {
        const { key, id } = request.query;
        return addRentalWish(
          deps,
          request.ctx,
          key === 'vehicle_id' ? { vehicleId: id } : { providerId: id },
        );
      },
    );
    app.delete(
      RENTAL_PATHS.wishlistRemove,
      {
        schema: {
          tags: TAGS,
          querystring: RentalWishlistRemoveQuerySchema,
          response: { 200: RentalWishlistMessageSchema, ...errors },
        },
      },
      (request) => {
        const { vehicle_id: vehicleId, provider_id: providerId } = request.query;
        return removeRentalWish(
          deps,
          request.ctx,
          vehicleId !== undefined ? { vehicleId } : { providerId: providerId ?? 0 },
        );
      },
    );
  };
}
