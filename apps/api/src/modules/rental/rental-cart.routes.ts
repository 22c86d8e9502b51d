import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  RentalCartAddBodySchema,
  RentalCartAddedSchema,
  RentalCartClearedSchema,
  RentalCartConflictSchema,
  RentalCartIdsSchema,
  RentalCartSchema,
  RentalCartUpdateBodySchema,
  TripDetailsSchema,
} from '@marketplace/contract/rental-cart';
import { IdParamsSchema } from '@marketplace/contract/rental-catalog';
import { RENTAL_PATHS } from '@marketplace/contract/rental-paths';
import type { App, AppDeps } from '../../app-types';
import { createMapsProvider } from '../geo/create-maps-provider';
import {
  addToRentalCart,
  clearRentalCart,
  clearRentalCartOutsideZones,
  getRentalCart,
  type RentalDeps,
  removeRentalCartLines,
  updateRentalCartLine,
  updateRentalTrip,
} from './rental-cart.service';

const TAGS = ['rental cart'];
const errors = {
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: RentalCartConflictSchema,
  422: ErrorEnvelopeSchema,
};
const cart = { 200: RentalCartSchema, ...errors };

/** The rental cart of a guest or customer: one provider's vehicles for one trip. */
export function rentalCartRoutes(appDeps: AppDeps) {
  const deps: RentalDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  return async (app: App) => {
    app.get(RENTAL_PATHS.getCart, { schema: { tags: TAGS, response: cart } }, (request) =>
      getRentalCart(deps, request.ctx),
    );
    app.post(
      RENTAL_PATHS.addToCart,
      {
        schema: {
          tags: TAGS,
          body: RentalCartAddBodySchema,
          response: { 200: RentalCartAddedSchema, ...errors },
        },
      },
      (request) => addToRentalCart(deps, request.ctx, request.body),
    );
    app.put(
      RENTAL_PATHS.updateCart,
      { schema: { tags: TAGS, body: RentalCartUpdateBodySchema, response: cart } },
      (request) => updateRentalCartLine(deps, request.ctx, request.body),
    );
    app.put(
      RENTAL_PATHS.updateUserData,
      { schema: { tags: TAGS, params: IdParamsSchema, body: TripDetailsSchema, response: cart } },
      (request) => updateRentalTrip(deps, request.ctx, request.params.id, request.body),
    );
    app.delete(
      RENTAL_PATHS.removeVehicle,
      { schema: { tags: TAGS, params: IdParamsSchema, response: cart } },
      (request) => removeRentalCartLines(deps, request.ctx, [request.params.id]),
    );
    app.delete(
      RENTAL_PATHS.removeMultipleCart,
      { schema: { tags: TAGS, body: RentalCartIdsSchema, response: cart } },
      (request) => removeRentalCartLines(deps, request.ctx, request.body.cart_ids),
    );
    app.delete(RENTAL_PATHS.removeCart, { schema: { tags: TAGS, response: cart } }, (request) =>
      clearRentalCart(deps, request.ctx),
    );
    app.delete(
      RENTAL_PATHS.clearCartByZone,
      { schema: { tags: TAGS, response: { 200: RentalCartClearedSchema, ...errors } } },
      (request) => clearRentalCartOutsideZones(deps, request.ctx),
    );
  };
}
