import {
  cartAdd,
  cartClear,
  cartList,
  cartRemoveItem,
  cartUpdate,
} from '@marketplace/contract/endpoints/cart';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { addToCart, clearCart, listCart, removeCartLine, updateCart } from './cart.service';

/** The normal cart of a guest or customer, scoped by the moduleId header. */
export function cartRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, cartList, (request) => listCart(deps, request.ctx));
    await route(app, cartAdd, (request) => addToCart(deps, request.ctx, request.body));
    await route(app, cartUpdate, (request) => updateCart(deps, request.ctx, request.body));
    await route(app, cartRemoveItem, (request) =>
      removeCartLine(deps, request.ctx, request.query.cart_id),
    );
    await route(app, cartClear, (request) => clearCart(deps, request.ctx));
  };
}
