import { endpoint } from '../endpoint';

const wishlist = () => import('../wishlist');
const TAGS = ['customer'];
const ERRORS = [401, 404, 422];

/** GET /customer/wish-list: `{item:[], store:[]}`, newest first, those visible in the module and zone. */
export const customerWishlist = endpoint({
  method: 'GET',
  path: '/customer/wish-list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await wishlist()).WishlistSchema }),
});

/** POST /customer/wish-list/add?item_id= or ?store_id=; 401 'You are not logged in'. */
export const addWish = endpoint({
  method: 'POST',
  path: '/customer/wish-list/add',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { WishTargetQuerySchema, WishlistMessageSchema } = await wishlist();
    return { query: WishTargetQuerySchema, response: WishlistMessageSchema };
  },
});

/** DELETE /customer/wish-list/remove?item_id= or ?store_id=. */
export const removeWish = endpoint({
  method: 'DELETE',
  path: '/customer/wish-list/remove',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { WishTargetQuerySchema, WishlistMessageSchema } = await wishlist();
    return { query: WishTargetQuerySchema, response: WishlistMessageSchema };
  },
});
