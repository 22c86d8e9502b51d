import {
  CartAddBodySchema,
  CartConflictSchema,
  CartRemoveItemQuerySchema,
  CartSchema,
  CartUpdateBodySchema,
} from '@marketplace/contract/cart';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import type { App, AppDeps } from '../../app-types';
import { addToCart, clearCart, listCart, removeCartLine, updateCart } from './cart.service';

const TAGS = ['cart'];
const errors = {
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: CartConflictSchema,
  422: ErrorEnvelopeSchema,
};

/** The normal cart of a guest or customer, scoped by the moduleId header. */
export function cartRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/customer/cart/list',
      { schema: { tags: TAGS, response: { 200: CartSchema, ...errors } } },
      (request) => listCart(deps, request.ctx),
    );
    app.post(
      '/customer/cart/add',
      { schema: { tags: TAGS, body: CartAddBodySchema, response: { 200: CartSchema, ...errors } } },
      (request) => addToCart(deps, request.ctx, request.body),
    );
    app.post(
      '/customer/cart/update',
      {
        schema: {
          tags: TAGS,
          body: CartUpdateBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) => updateCart(deps, request.ctx, request.body),
    );
    app.delete(
      '/customer/cart/remove-item',
      {
        schema: {
          tags: TAGS,
          querystring: CartRemoveItemQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) => removeCartLine(deps, request.ctx, request.query.cart_id),
    );
    app.delete(
      '/customer/cart/remove',
      { schema: { tags: TAGS, response: { 200: CartSchema, ...errors } } },
      (request) => clearCart(deps, request.ctx),
    );
  };
}
