import {
  CART_DUPLICATE_LINE_MESSAGE,
  CART_LINE_NOT_FOUND_MESSAGE,
  CART_STORE_CONFLICT_MESSAGE,
  type Cart,
  type CartVariation,
} from '@marketplace/contract/cart';
import { variationToWire } from '@marketplace/contract/cart-variation-codec';
import { isSameCartLine } from '@marketplace/domain/cart/cart-line-identity';
import { findStoreConflict } from '@marketplace/domain/cart/store-conflict';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { runTransaction } from '../../db/transaction';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import { type CatalogScope, resolveCatalogScope } from '../catalog/catalog-scope';
import { type CatalogView, loadCatalogView } from '../catalog/catalog-view';
import { type ResolvedChoice, resolveChoice } from '../line-pricing/cart-line-choice';
import { checkOrderable, loadOrderableItem } from '../line-pricing/cart-orderable-item';
import {
  type CartLineRecord,
  deleteCartLine,
  deleteCartLines,
  insertCartLine,
  selectCartLines,
  updateCartLine,
} from './cart.repository';
import { toCartLine } from './cart-line.mapper';
import { lockCartOwnerForCartChange } from './cart-owner-lock.repository';

type CartRequest = {
  caller: Caller;
  scope: CatalogScope;
  view: CatalogView;
};

type CartContext = Pick<
  RequestContext,
  'moduleId' | 'zoneIds' | 'locale' | 'position' | 'bearerToken' | 'guestId'
>;

async function openCartRequest(deps: AppDeps, ctx: CartContext): Promise<CartRequest> {
  const caller = await resolveGuestOrCustomer(deps, ctx);
  const scope = await resolveCatalogScope(deps, ctx);
  return { caller, scope, view: await loadCatalogView(deps, scope) };
}

async function readCart(db: Database, request: CartRequest): Promise<Cart> {
  const rows = await selectCartLines(db, request.caller, request.scope.moduleId, request.scope.now);
  return rows.map((row) => toCartLine(row, request.view));
}

/** GET /customer/cart/list: the caller's lines in the module, priced now. */
export async function listCart(deps: AppDeps, ctx: CartContext): Promise<Cart> {
  return readCart(deps.db, await openCartRequest(deps, ctx));
}

export type CartAddInput = {
  model: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  variation: CartVariation;
  add_on_ids: number[];
  add_on_qtys: number[];
  replace_cart: boolean;
};

function sameLineAs(choice: ResolvedChoice, itemId: number, model: CartAddInput['model']) {
  return (row: CartLineRecord) =>
    isSameCartLine(
      { itemId: row.line.itemId, model: row.line.model, variationKey: row.line.variationKey },
      { itemId, model, variationKey: choice.variationKey },
    );
}

/**
 * POST /customer/cart/add. Under the owner's lock: the item must be orderable in the caller's
 * module and zones, the choice valid by the domain rules, the quantity within stock and the
 * maximum; another store's lines answer 409 `store` unless `replace_cart`; the same item and
 * variation answers 409 `cart_item`. The price is the server's.
 */
export async function addToCart(
  deps: AppDeps,
  ctx: CartContext,
  input: CartAddInput,
): Promise<Cart> {
  // Side by side on pool connections; the caller's error (401) still comes first.
  const scopeRead = resolveCatalogScope(deps, ctx);
  scopeRead.catch(() => {});
  const caller = await resolveGuestOrCustomer(deps, ctx);
  const scope = await scopeRead;
  // The item is read on a pool connection while the transaction takes the owner's lock and reads
  // the lines: it needs no lock (adding reserves no stock; placing an order checks it again).
  const itemRead = loadOrderableItem(deps.db, scope, input.item_id, input.model);
  itemRead.catch(() => {}); // awaited inside the transaction; not unhandled if that fails first
  const view = await loadCatalogView(deps, scope);
  return runTransaction(deps.db, async (tx) => {
    await lockCartOwnerForCartChange(tx, caller);
    const lines = await selectCartLines(tx, caller, scope.moduleId, scope.now);
    const record = await itemRead;
    const choice = resolveChoice(record, view.addOns, {
      variation: input.variation,
      addOnIds: input.add_on_ids,
      addOnQtys: input.add_on_qtys,
    });
    checkOrderable(record, scope, choice, input.quantity);

    const otherStore = findStoreConflict(
      lines.map((row) => ({ row, storeId: row.line.storeId })),
      record.storeId,
    ).map(({ row }) => row);
    if (otherStore.length > 0 && !input.replace_cart) {
      throw new ConflictError('store', CART_STORE_CONFLICT_MESSAGE, {
        lines: otherStore.map((row) => toCartLine(row, view)),
      });
    }
    if (otherStore.length > 0) {
      await deleteCartLines(tx, caller, scope.moduleId, { exceptStoreId: record.storeId });
    }
    const same = lines.find(sameLineAs(choice, record.id, input.model));
    const line = {
      itemId: record.id,
      storeId: record.storeId,
      model: input.model,
      quantity: input.quantity,
      variation: choice.variation,
      variationKey: choice.variationKey,
      addOnIds: choice.addOnIds,
      addOnQtys: choice.addOnQtys,
    };
    const insertedId = same
      ? null
      : await insertCartLine(tx, caller, { ...line, moduleId: scope.moduleId });
    if (insertedId === null) {
      throw new ConflictError('cart_item', CART_DUPLICATE_LINE_MESSAGE, {
        lines: same ? [toCartLine(same, view)] : [],
      });
    }
    // The answer is built from what this transaction read and wrote: no second read.
    const kept = lines.filter((row) => row.line.storeId === record.storeId);
    const added: CartLineRecord = { ...record, line: { ...line, id: insertedId } };
    return [...kept, added].map((row) => toCartLine(row, view));
  });
}

export type CartUpdateInput = {
  cart_id: number;
  item_id?: number | undefined;
  quantity: number;
  variation?: CartVariation | undefined;
  add_on_ids?: number[] | undefined;
  add_on_qtys?: number[] | undefined;
};

export const ITEM_MISMATCH_MESSAGE = 'item_id does not match the cart line';

/**
 * POST /customer/cart/update: a new quantity (and, when sent, variation and add-ons) for one of
 * the caller's lines, re-checked and re-priced like an add. Another caller's line is a 404.
 */
export async function updateCart(
  deps: AppDeps,
  ctx: CartContext,
  input: CartUpdateInput,
): Promise<Cart> {
  const request = await openCartRequest(deps, ctx);
  const { caller, scope, view } = request;
  return runTransaction(deps.db, async (tx) => {
    await lockCartOwnerForCartChange(tx, caller);
    const lines = await selectCartLines(tx, caller, scope.moduleId, scope.now);
    const current = lines.find((row) => row.line.id === input.cart_id);
    if (!current) throw new NotFoundError('cart_item', CART_LINE_NOT_FOUND_MESSAGE);
    const { line } = current;
    if (input.item_id !== undefined && input.item_id !== line.itemId) {
      throw ValidationError.field('item_id', ITEM_MISMATCH_MESSAGE);
    }
    const record = await loadOrderableItem(tx, scope, line.itemId, line.model);
    const choice = resolveChoice(record, view.addOns, {
      variation: input.variation ?? variationToWire(line.variation),
      addOnIds: input.add_on_ids ?? line.addOnIds,
      addOnQtys: input.add_on_qtys ?? line.addOnQtys,
    });
    checkOrderable(record, scope, choice, input.quantity);
    const clash = lines.find(
      (row) => row.line.id !== line.id && sameLineAs(choice, line.itemId, line.model)(row),
    );
    if (clash) {
      throw new ConflictError('cart_item', CART_DUPLICATE_LINE_MESSAGE, {
        lines: [toCartLine(clash, view)],
      });
    }
    const change = {
      quantity: input.quantity,
      variation: choice.variation,
      variationKey: choice.variationKey,
      addOnIds: choice.addOnIds,
      addOnQtys: choice.addOnQtys,
    };
    await updateCartLine(tx, caller, line.id, change);
    return lines.map((row) =>
      toCartLine(row.line.id === line.id ? { ...row, line: { ...line, ...change } } : row, view),
    );
  });
}

/** DELETE /customer/cart/remove-item?cart_id=: 404 unless the line is the caller's. */
export async function removeCartLine(
  deps: AppDeps,
  ctx: CartContext,
  cartId: number,
): Promise<Cart> {
  const request = await openCartRequest(deps, ctx);
  if (!(await deleteCartLine(deps.db, request.caller, cartId))) {
    throw new NotFoundError('cart_item', CART_LINE_NOT_FOUND_MESSAGE);
  }
  return readCart(deps.db, request);
}

/** DELETE /customer/cart/remove: empties the caller's cart in the module. */
export async function clearCart(deps: AppDeps, ctx: CartContext): Promise<Cart> {
  const request = await openCartRequest(deps, ctx);
  await deleteCartLines(deps.db, request.caller, request.scope.moduleId);
  return readCart(deps.db, request);
}
