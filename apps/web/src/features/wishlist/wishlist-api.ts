import { addWish, customerWishlist, removeWish } from '@marketplace/contract/endpoints/wishlist';
import { callApi } from '@/lib/api-client';

export type WishKind = 'item' | 'store';

const queryOf = (kind: WishKind, id: number) =>
  kind === 'item' ? { item_id: String(id) } : { store_id: String(id) };

/** GET /customer/wish-list: favourites the current module and zone show. */
export function fetchWishlist(signal?: AbortSignal) {
  return callApi(customerWishlist, { signal });
}

/** POST /customer/wish-list/add or DELETE /customer/wish-list/remove; answers the server's message. */
export async function setWish(kind: WishKind, id: number, isWanted: boolean): Promise<string> {
  const answer = isWanted
    ? await callApi(addWish, { query: queryOf(kind, id) })
    : await callApi(removeWish, { query: queryOf(kind, id) });
  return answer.message;
}
