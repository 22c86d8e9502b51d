import type { Cart, CartAddBody, CartUpdateBody } from '@marketplace/contract/cart';
import type { EndpointSchemas } from '@marketplace/contract/endpoint';
import {
  cartAdd,
  cartClear,
  cartList,
  cartRemoveItem,
  cartUpdate,
} from '@marketplace/contract/endpoints/cart';
import type { ErrorEntry } from '@marketplace/contract/errors';
import { ApiError, type CallInput, callApi } from '@/lib/api-client';
import { ensureGuestId, forgetGuestId, readGuestId } from './cart-guest-id';

/** Whose cart, in which module (the `moduleId` header scopes it). */
export type CartScope = { moduleId: number; isSignedIn: boolean };

/**
 * A 409 of the cart with the lines it is about: `store` (the other store's lines, which
 * replace_cart would remove) or `cart_item` (the existing line of the same item and variation).
 */
export class CartConflictError extends ApiError {
  readonly lines: Cart;

  constructor(errors: ErrorEntry[], lines: Cart) {
    super(409, errors);
    this.name = 'CartConflictError';
    this.lines = lines;
  }
}

export function isCartConflict(
  error: unknown,
  code: 'store' | 'cart_item',
): error is CartConflictError {
  return error instanceof CartConflictError && error.hasCode(code);
}

type CartEntry =
  | typeof cartAdd
  | typeof cartUpdate
  | typeof cartRemoveItem
  | typeof cartClear
  | typeof cartList;

type CartRequest = {
  scope: CartScope;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
};

/** A 409 with the lines it is about becomes a {@link CartConflictError}. */
async function withConflictLines(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  const { CartConflictSchema } = await import('@marketplace/contract/cart');
  const conflict = CartConflictSchema.safeParse(error.body);
  return conflict.success
    ? new CartConflictError(conflict.data.errors, conflict.data.lines)
    : error;
}

/**
 * One cart call through the same-origin proxy (which adds a customer's bearer), in the scope's
 * module. Every success answers the whole cart.
 */
async function cartRequest(entry: CartEntry, request: CartRequest): Promise<Cart> {
  const call = callApi as (entry: CartEntry, input: CallInput<EndpointSchemas>) => Promise<Cart>;
  try {
    return await call(entry, {
      query: request.query,
      body: request.body,
      signal: request.signal,
      headers: { moduleId: String(request.scope.moduleId) },
    } as CallInput<EndpointSchemas>);
  } catch (error) {
    throw await withConflictLines(error);
  }
}

function isUnknownGuest(error: unknown, scope: CartScope): boolean {
  return !scope.isSignedIn && error instanceof ApiError && error.status === 401;
}

/**
 * A change to the cart: a customer sends no guest id; a guest sends theirs (created when
 * missing) in the query or the body, and, if the server no longer knows it, tries once more
 * with a new one.
 */
async function changeCart(
  entry: CartEntry,
  request: Omit<CartRequest, 'signal'> & { guestIdIn: 'query' | 'body' },
): Promise<Cart> {
  const { guestIdIn, ...base } = request;
  if (base.scope.isSignedIn) return cartRequest(entry, base);
  const send = async () => {
    const guest = { guest_id: await ensureGuestId() };
    return cartRequest(entry, {
      ...base,
      query: guestIdIn === 'query' ? { ...base.query, ...guest } : base.query,
      body: guestIdIn === 'body' ? { ...base.body, ...guest } : base.body,
    });
  };
  try {
    return await send();
  } catch (error) {
    if (!isUnknownGuest(error, base.scope)) throw error;
    forgetGuestId();
    return send();
  }
}

/** GET /customer/cart/list. A guest without a known id has no cart: nothing to show. */
export async function fetchCart(scope: CartScope, signal?: AbortSignal): Promise<Cart> {
  const guestId = scope.isSignedIn ? null : readGuestId();
  if (!scope.isSignedIn && !guestId) return [];
  try {
    return await cartRequest(cartList, {
      scope,
      query: guestId ? { guest_id: guestId } : {},
      signal,
    });
  } catch (error) {
    if (!isUnknownGuest(error, scope)) throw error;
    forgetGuestId();
    return [];
  }
}

export type AddLineBody = Omit<CartAddBody, 'guest_id' | 'price'>;
export type UpdateLineBody = Omit<CartUpdateBody, 'guest_id' | 'price'>;

export function addCartLine(scope: CartScope, body: AddLineBody): Promise<Cart> {
  return changeCart(cartAdd, { scope, body, guestIdIn: 'body' });
}

export function updateCartLine(scope: CartScope, body: UpdateLineBody): Promise<Cart> {
  return changeCart(cartUpdate, { scope, body, guestIdIn: 'body' });
}

/** DELETE /customer/cart/remove: the whole cart of the module out (issue 17 §10). */
export function clearCart(scope: CartScope): Promise<Cart> {
  return changeCart(cartClear, { scope, guestIdIn: 'query' });
}

export function removeCartLine(scope: CartScope, cartId: number): Promise<Cart> {
  return changeCart(cartRemoveItem, {
    scope,
    query: { cart_id: cartId },
    guestIdIn: 'query',
  });
}
