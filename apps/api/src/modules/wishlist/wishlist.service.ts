import {
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_LOGIN_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
  type Wishlist,
} from '@marketplace/contract/wishlist';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { UnauthorizedError } from '../auth/access-tokens';
import { resolveCustomer } from '../auth/caller';
import { type CatalogScope, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { toItem } from '../items/item.mapper';
import { selectListedItemsByIds } from '../items/items.repository';
import { ITEM_NOT_FOUND } from '../items/items.service';
import { loadStoreView } from '../stores/store-view';
import { selectStoresByIds } from '../stores/stores.repository';
import { STORE_NOT_FOUND } from '../stores/stores.service';
import { type WishTarget, wishes } from './wishlist.repository';

/** Spec 02 §8: the wishlist needs a signed-in customer ('You are not logged in'). */
async function customerOf(deps: AppDeps, ctx: RequestContext): Promise<number> {
  if (!ctx.bearerToken) throw new UnauthorizedError(WISHLIST_LOGIN_MESSAGE);
  return (await resolveCustomer(deps.db, ctx)).userId;
}

function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function visibleItems(deps: AppDeps, scope: CatalogScope, ids: number[]) {
  return selectListedItemsByIds(deps.db, scope, ids);
}

async function visibleStores(deps: AppDeps, scope: CatalogScope, ids: number[]) {
  const visible = ids.filter((id) => scope.storeIds.includes(id));
  if (visible.length === 0) return [];
  return selectStoresByIds(deps.db, scope.now, visible);
}

/**
 * GET /customer/wish-list: the favourites that the current module and zone show, as the same
 * cards as the catalogue, newest first. Favourites elsewhere stay saved for when the customer
 * is there.
 */
export async function getWishlist(deps: AppDeps, ctx: RequestContext): Promise<Wishlist> {
  const userId = await customerOf(deps, ctx);
  const scope = await resolveCatalogScope(deps, ctx);
  const { itemIds, storeIds } = await wishes.selectIds(deps.db, userId);
  const [itemView, storeView, itemRows, storeRows] = await Promise.all([
    loadCatalogView(deps, scope),
    loadStoreView(deps, scope),
    visibleItems(deps, scope, itemIds),
    visibleStores(deps, scope, storeIds),
  ]);
  return {
    item: inOrder(itemIds, itemRows).map((row) => toItem(row, itemView)),
    store: inOrder(storeIds, storeRows).map(storeView.toStore),
  };
}

/** POST /customer/wish-list/add: only an item or store the caller can see (404 otherwise). */
export async function addWish(deps: AppDeps, ctx: RequestContext, target: WishTarget) {
  const userId = await customerOf(deps, ctx);
  const scope = await resolveCatalogScope(deps, ctx);
  if ('itemId' in target) {
    const [row] = await visibleItems(deps, scope, [target.itemId]);
    if (!row) throw new NotFoundError('item', ITEM_NOT_FOUND);
  } else if (!scope.storeIds.includes(target.storeId)) {
    throw new NotFoundError('store', STORE_NOT_FOUND);
  }
  await wishes.insert(deps.db, userId, target);
  return { message: WISHLIST_ADDED_MESSAGE };
}

/** DELETE /customer/wish-list/remove: removing what is not there is not an error. */
export async function removeWish(deps: AppDeps, ctx: RequestContext, target: WishTarget) {
  const userId = await customerOf(deps, ctx);
  await wishes.delete(deps.db, userId, target);
  return { message: WISHLIST_REMOVED_MESSAGE };
}
