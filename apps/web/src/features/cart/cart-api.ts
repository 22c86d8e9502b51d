import type { Cart, CartAddBody, CartUpdateBody } from '@marketplace/contract/cart';
import type { ErrorEntry } from '@marketplace/contract/errors';
import { ApiError } from '@/lib/api-client';
import { buildApiHeaders } from '@/lib/api-headers';
import { parseCookieHeader, readShellCookies } from '@/lib/shell-cookies';
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

type CartRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  scope: CartScope;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
};

const loadSchemas = () => import('@marketplace/contract/cart');

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toError(response: Response, payload: unknown): Promise<ApiError> {
  const [{ CartConflictSchema }, { ErrorEnvelopeSchema }] = await Promise.all([
    loadSchemas(),
    import('@marketplace/contract/errors'),
  ]);
  if (response.status === 409) {
    const conflict = CartConflictSchema.safeParse(payload);
    if (conflict.success) return new CartConflictError(conflict.data.errors, conflict.data.lines);
  }
  const envelope = ErrorEnvelopeSchema.safeParse(payload);
  return new ApiError(
    response.status,
    envelope.success && envelope.data.errors.length > 0
      ? envelope.data.errors
      : [{ code: `http_${response.status}`, message: '' }],
  );
}

/**
 * One cart call through the same-origin proxy (which adds a customer's bearer). Every success
 * answers the whole cart. Like apiFetch, but a 409 keeps the `lines` of its body.
 */
async function cartRequest(path: string, request: CartRequest): Promise<Cart> {
  const headers: Record<string, string> = {
    ...buildApiHeaders(readShellCookies(parseCookieHeader(document.cookie))),
    moduleId: String(request.scope.moduleId),
  };
  if (request.body) headers['Content-Type'] = 'application/json';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) search.set(key, String(value));
  const query = search.toString();

  let response: Response;
  try {
    response = await fetch(`/api/v1${path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, [{ code: 'network', message: '' }]);
  }
  const payload = await readJson(response);
  if (!response.ok) throw await toError(response, payload);
  const parsed = (await loadSchemas()).CartSchema.safeParse(payload);
  if (!parsed.success) {
    console.warn(
      `[cart] ${request.method} ${path}: answer does not match the contract`,
      parsed.error.issues,
    );
    throw new ApiError(502, [{ code: 'invalid_response', message: '' }]);
  }
  return parsed.data;
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
  path: string,
  request: Omit<CartRequest, 'signal'> & { guestIdIn: 'query' | 'body' },
): Promise<Cart> {
  const { guestIdIn, ...base } = request;
  if (base.scope.isSignedIn) return cartRequest(path, base);
  const send = async () => {
    const guest = { guest_id: await ensureGuestId() };
    return cartRequest(path, {
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
    return await cartRequest('/customer/cart/list', {
      method: 'GET',
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
  return changeCart('/customer/cart/add', { method: 'POST', scope, body, guestIdIn: 'body' });
}

export function updateCartLine(scope: CartScope, body: UpdateLineBody): Promise<Cart> {
  return changeCart('/customer/cart/update', { method: 'POST', scope, body, guestIdIn: 'body' });
}

export function removeCartLine(scope: CartScope, cartId: number): Promise<Cart> {
  return changeCart('/customer/cart/remove-item', {
    method: 'DELETE',
    scope,
    query: { cart_id: cartId },
    guestIdIn: 'query',
  });
}
