import { endpoint } from '../endpoint';

const cart = () => import('../rental-cart');
const TAGS = ['rental cart'];
/** 409 names the lines in the way (another provider's, or the trip-type list). */
const ERRORS = [401, 404, 422];

async function cartSchemas() {
  const module = await cart();
  return { module, errorBodies: { 409: module.RentalCartConflictSchema } };
}

/** GET /rental/user/cart/get-cart: the caller's (guest or customer) rental cart. */
export const rentalCart = endpoint({
  method: 'GET',
  path: '/rental/user/cart/get-cart',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { response: module.RentalCartSchema, errorBodies };
  },
});

/**
 * POST /rental/user/cart/add-to-cart: the server prices the line; 409 `provider` for another
 * provider (unless replace_cart), 409 `trip_type`, 422 `quantity` or `pickup_location`.
 */
export const addToRentalCart = endpoint({
  method: 'POST',
  path: '/rental/user/cart/add-to-cart',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return {
      body: module.RentalCartAddBodySchema,
      response: module.RentalCartAddedSchema,
      errorBodies,
    };
  },
});

/** PUT /rental/user/cart/update-cart: a line's new quantity, if free for the window. */
export const updateRentalCart = endpoint({
  method: 'PUT',
  path: '/rental/user/cart/update-cart',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return {
      body: module.RentalCartUpdateBodySchema,
      response: module.RentalCartSchema,
      errorBodies,
    };
  },
});

/** PUT /rental/user/cart/update-user-data/:id: new trip details for the caller's cart. */
export const updateRentalTrip = endpoint({
  method: 'PUT',
  path: '/rental/user/cart/update-user-data/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ module, errorBodies }, { IdParamsSchema }] = await Promise.all([
      cartSchemas(),
      import('../rental-catalog'),
    ]);
    return {
      params: IdParamsSchema,
      body: module.TripDetailsSchema,
      response: module.RentalCartSchema,
      errorBodies,
    };
  },
});

/** DELETE /rental/user/cart/remove-vehicle/:id: one of the caller's lines. */
export const removeRentalVehicle = endpoint({
  method: 'DELETE',
  path: '/rental/user/cart/remove-vehicle/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ module, errorBodies }, { IdParamsSchema }] = await Promise.all([
      cartSchemas(),
      import('../rental-catalog'),
    ]);
    return { params: IdParamsSchema, response: module.RentalCartSchema, errorBodies };
  },
});

/** DELETE /rental/user/cart/remove-multiple-cart: several of the caller's lines. */
export const removeRentalLines = endpoint({
  method: 'DELETE',
  path: '/rental/user/cart/remove-multiple-cart',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { body: module.RentalCartIdsSchema, response: module.RentalCartSchema, errorBodies };
  },
});

/** DELETE /rental/user/cart/remove-cart: empties the caller's rental cart. */
export const clearRentalCart = endpoint({
  method: 'DELETE',
  path: '/rental/user/cart/remove-cart',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { response: module.RentalCartSchema, errorBodies };
  },
});

/** DELETE /rental/user/cart/clear-by-zone: empties a cart picked up outside the zoneId header. */
export const clearRentalCartByZone = endpoint({
  method: 'DELETE',
  path: '/rental/user/cart/clear-by-zone',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { module, errorBodies } = await cartSchemas();
    return { response: module.RentalCartClearedSchema, errorBodies };
  },
});
