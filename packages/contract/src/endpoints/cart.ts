import { endpoint } from '../endpoint';

const TAGS = ['cart'];
/** 409 answers name the lines they are about (`store` or `cart_item`): see CartConflictSchema. */
const ERRORS = [401, 404, 422];

async function cartSchemas() {
  const module = await import('../cart');
  return { module, errorBodies: { 409: module.CartConflictSchema } };
}

/** GET /customer/cart/list: the caller's (guest or customer) cart in the moduleId header's module. */
export const cartList = endpoint({
  method: 'GET',
  path: '/customer/cart/list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { query: module.CartGuestQuerySchema, response: module.CartSchema, errorBodies };
  },
});

/** POST /customer/cart/add: the server prices the line; 409 `store` or `cart_item`. */
export const cartAdd = endpoint({
  method: 'POST',
  path: '/customer/cart/add',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { body: module.CartAddBodySchema, response: module.CartSchema, errorBodies };
  },
});

/** POST /customer/cart/update: a line's new quantity (variation and add-ons when sent). */
export const cartUpdate = endpoint({
  method: 'POST',
  path: '/customer/cart/update',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { body: module.CartUpdateBodySchema, response: module.CartSchema, errorBodies };
  },
});

/** DELETE /customer/cart/remove-item?cart_id=: one line out; answers the cart left. */
export const cartRemoveItem = endpoint({
  method: 'DELETE',
  path: '/customer/cart/remove-item',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { query: module.CartRemoveItemQuerySchema, response: module.CartSchema, errorBodies };
  },
});

/** DELETE /customer/cart/remove: every line of the module's cart out. */
export const cartClear = endpoint({
  method: 'DELETE',
  path: '/customer/cart/remove',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { query: module.CartGuestQuerySchema, response: module.CartSchema, errorBodies };
  },
});
