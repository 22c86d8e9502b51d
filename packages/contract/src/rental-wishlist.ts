import { z } from 'zod';
import { RentalProviderSchema, VehicleSchema } from './rental-catalog';

/*
 * The rental wishlist (signed-in customers): favourite vehicles and providers. Kept apart from
 * the items/stores wishlist so the account drawer can list both through their own calls.
 */

export const WISHLIST_LOGIN_MESSAGE = 'You are not logged in';
export const WISHLIST_ADDED_MESSAGE = 'Added to your wishlist';
export const WISHLIST_REMOVED_MESSAGE = 'Removed from your wishlist';

export const RentalWishlistSchema = z.object({
  vehicles: z.array(VehicleSchema),
  providers: z.array(RentalProviderSchema),
});
export type RentalWishlist = z.infer<typeof RentalWishlistSchema>;

const id = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'id must be a positive whole number' })
  .transform(Number);

/** POST /rental/user/wish-list/add?key=vehicle_id|provider_id&id= */
export const RentalWishlistAddQuerySchema = z.object({
  key: z.enum(['vehicle_id', 'provider_id'], { error: 'key must be vehicle_id or provider_id' }),
  id,
});

/** DELETE /rental/user/wish-list/remove?vehicle_id= or ?provider_id= */
export const RentalWishlistRemoveQuerySchema = z
  .object({ vehicle_id: id.optional(), provider_id: id.optional() })
  .refine((q) => (q.vehicle_id === undefined) !== (q.provider_id === undefined), {
    error: 'Send vehicle_id or provider_id',
    path: ['vehicle_id'],
  });

export const RentalWishlistMessageSchema = z.object({ message: z.string() });
