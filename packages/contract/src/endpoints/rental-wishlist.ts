import { endpoint } from '../endpoint';

const wishlist = () => import('../rental-wishlist');
const TAGS = ['rental wishlist'];
const ERRORS = [401, 404, 422];

/** GET /rental/user/wish-list: the signed-in customer's vehicles and providers. */
export const rentalWishlist = endpoint({
  method: 'GET',
  path: '/rental/user/wish-list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await wishlist()).RentalWishlistSchema }),
});

/** POST /rental/user/wish-list/add?key=vehicle_id|provider_id&id=; 401 'You are not logged in'. */
export const addRentalWish = endpoint({
  method: 'POST',
  path: '/rental/user/wish-list/add',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { RentalWishlistAddQuerySchema, RentalWishlistMessageSchema } = await wishlist();
    return { query: RentalWishlistAddQuerySchema, response: RentalWishlistMessageSchema };
  },
});

/** DELETE /rental/user/wish-list/remove?vehicle_id=|provider_id=. */
export const removeRentalWish = endpoint({
  method: 'DELETE',
  path: '/rental/user/wish-list/remove',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { RentalWishlistRemoveQuerySchema, RentalWishlistMessageSchema } = await wishlist();
    return { query: RentalWishlistRemoveQuerySchema, response: RentalWishlistMessageSchema };
  },
});
