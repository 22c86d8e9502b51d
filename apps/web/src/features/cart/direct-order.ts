import type { CartModel, CartVariation } from '@marketplace/contract/cart';

/** Buy Now (spec 01 §4) and Order Now on a campaign item skip the cart and go to checkout. */
export type DirectOrderPage = 'buy_now' | 'campaign';

/**
 * The one line a Buy Now or Order Now carries to /checkout. The amounts are the item view's
 * estimate (the domain's line price); the server prices the order itself when it is placed.
 */
export type DirectOrder = {
  page: DirectOrderPage;
  model: CartModel;
  itemId: number;
  name: string;
  imageUrl: string;
  storeId: number;
  storeName: string;
  quantity: number;
  variation: CartVariation;
  addOns: { id: number; name: string; price: number; quantity: number }[];
  /** Major units, as the item view showed them. */
  total: number;
  original: number;
};

/** Per tab: a Buy Now in one tab does not change what another tab is checking out. */
export const DIRECT_ORDER_STORAGE_KEY = 'checkout:direct-order';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

export function saveDirectOrder(storage: SessionLike, order: DirectOrder): void {
  storage.setItem(DIRECT_ORDER_STORAGE_KEY, JSON.stringify(order));
}
