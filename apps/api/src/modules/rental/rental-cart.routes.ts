import {
  addToRentalCart as addEntry,
  clearRentalCart as clearEntry,
  clearRentalCartByZone,
  removeRentalLines,
  removeRentalVehicle,
  rentalCart,
  updateRentalCart,
  updateRentalTrip as updateTripEntry,
} from '@marketplace/contract/endpoints/rental-cart';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
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

/** The rental cart of a guest or customer: one provider's vehicles for one trip. */
export function rentalCartRoutes(appDeps: AppDeps) {
  const deps: RentalDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  return async (app: App) => {
    await route(app, rentalCart, (request) => getRentalCart(deps, request.ctx));
    await route(app, addEntry, (request) => addToRentalCart(deps, request.ctx, request.body));
    await route(app, updateRentalCart, (request) =>
      updateRentalCartLine(deps, request.ctx, request.body),
    );
    await route(app, updateTripEntry, (request) =>
      updateRentalTrip(deps, request.ctx, request.params.id, request.body),
    );
    await route(app, removeRentalVehicle, (request) =>
      removeRentalCartLines(deps, request.ctx, [request.params.id]),
    );
    await route(app, removeRentalLines, (request) =>
      removeRentalCartLines(deps, request.ctx, request.body.cart_ids),
    );
    await route(app, clearEntry, (request) => clearRentalCart(deps, request.ctx));
    await route(app, clearRentalCartByZone, (request) =>
      clearRentalCartOutsideZones(deps, request.ctx),
    );
  };
}
