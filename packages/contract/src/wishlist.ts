import { z } from 'zod';
import { ItemSchema } from './items';
import { StoreSchema } from './stores';

/*
 * The items and stores wishlist of a signed-in customer (API contract § Customer). Vehicles and
 * providers have their own (rental-wishlist.ts); the account drawer shows both.
 */

export {
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_LOGIN_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
} from './rental-wishlist';

export const WishlistSchema = z.object({ item: z.array(ItemSchema), store: z.array(StoreSchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;

const id = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'id must be a positive whole number' })
  .transform(Number);

/** ?item_id= or ?store_id=, exactly one. */
export const WishTargetQuerySchema = z
  .object({ item_id: id.optional(), store_id: id.optional() })
  .refine((q) => (q.item_id === undefined) !== (q.store_id === undefined), {
    error: 'Send item_id or store_id',
    path: ['item_id'],
  });
export type WishTargetQuery = z.input<typeof WishTargetQuerySchema>;

export const WishlistMessageSchema = z.object({ message: z.string() });
