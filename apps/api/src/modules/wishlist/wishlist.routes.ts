import {
  addWish as addEntry,
  customerWishlist,
  removeWish as removeEntry,
} from '@marketplace/contract/endpoints/wishlist';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import type { WishTarget } from './wishlist.repository';
import { addWish, getWishlist, removeWish } from './wishlist.service';

function targetOf(query: { item_id?: number; store_id?: number }): WishTarget {
  return query.item_id !== undefined ? { itemId: query.item_id } : { storeId: query.store_id ?? 0 };
}

/** The signed-in customer's favourite items and stores. */
export function wishlistRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, customerWishlist, (request) => getWishlist(deps, request.ctx));
    await route(app, addEntry, (request) => addWish(deps, request.ctx, targetOf(request.query)));
    await route(app, removeEntry, (request) =>
      removeWish(deps, request.ctx, targetOf(request.query)),
    );
  };
}
