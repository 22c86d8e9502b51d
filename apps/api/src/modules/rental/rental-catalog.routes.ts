import {
  popularProviders,
  providerDetails,
  providerReviews,
  providerVehicles,
  topRatedVehicles,
  vehicleBrandList,
  vehicleCategoryList,
  vehicleCheck,
  vehicleDetails,
  vehicleFilterOptions,
  vehicleReviews,
  vehicleSearch,
} from '@marketplace/contract/endpoints/rental-catalog';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import {
  getProviderDetails,
  getVehicleDetails,
  getVehicleFilterOptions,
  listPopularProviders,
  listVehicleBrands,
  listVehicleCategories,
  listVehicleReviews,
  searchVehicles,
} from './rental-catalog.service';
import { checkVehicle } from './vehicle-check';

/** The rental catalogue: vehicles, providers, categories, brands, reviews (moduleId header). */
export function rentalCatalogRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, vehicleSearch, (request) => searchVehicles(deps, request.ctx, request.query));
    await route(app, topRatedVehicles, (request) =>
      searchVehicles(deps, request.ctx, { ...request.query, sort: 'rating' }),
    );
    await route(app, vehicleCategoryList, (request) => listVehicleCategories(deps, request.ctx));
    await route(app, vehicleFilterOptions, (request) => getVehicleFilterOptions(deps, request.ctx));
    await route(app, vehicleBrandList, (request) => listVehicleBrands(deps, request.ctx));
    await route(app, vehicleDetails, (request) =>
      getVehicleDetails(deps, request.ctx, request.params.id),
    );
    await route(app, vehicleReviews, (request) =>
      listVehicleReviews(deps, request.ctx, { vehicleId: request.params.id }, request.query),
    );
    await route(app, vehicleCheck, (request) => checkVehicle(deps, request.ctx, request.query));
    await route(app, popularProviders, (request) =>
      listPopularProviders(deps, request.ctx, request.query),
    );
    await route(app, providerDetails, (request) =>
      getProviderDetails(deps, request.ctx, request.params.id),
    );
    await route(app, providerVehicles, (request) =>
      searchVehicles(deps, request.ctx, { ...request.query, provider_id: request.params.id }),
    );
    await route(app, providerReviews, (request) =>
      listVehicleReviews(deps, request.ctx, { providerId: request.params.id }, request.query),
    );
  };
}
