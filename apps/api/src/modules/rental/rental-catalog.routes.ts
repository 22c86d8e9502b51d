import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { PageQuerySchema } from '@marketplace/contract/paging';
import {
  IdParamsSchema,
  ProviderListSchema,
  RentalProviderSchema,
  VehicleBrandListSchema,
  VehicleCategoryListSchema,
  VehicleCheckQuerySchema,
  VehicleCheckSchema,
  VehicleListSchema,
  VehicleReviewListSchema,
  VehicleSchema,
  VehicleSearchQuerySchema,
} from '@marketplace/contract/rental-catalog';
import { RENTAL_PATHS } from '@marketplace/contract/rental-paths';
import type { App, AppDeps } from '../../app-types';
import {
  getProviderDetails,
  getVehicleDetails,
  listPopularProviders,
  listVehicleBrands,
  listVehicleCategories,
  listVehicleReviews,
  searchVehicles,
} from './rental-catalog.service';
import { checkVehicle } from './vehicle-check';

const TAGS = ['rental'];
const errors = { 404: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** The rental catalogue: vehicles, providers, categories, brands, reviews (moduleId header). */
export function rentalCatalogRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      RENTAL_PATHS.vehicleSearch,
      {
        schema: {
          tags: TAGS,
          querystring: VehicleSearchQuerySchema,
          response: { 200: VehicleListSchema, ...errors },
        },
      },
      (request) => searchVehicles(deps, request.ctx, request.query),
    );
    app.get(
      RENTAL_PATHS.topRated,
      {
        schema: {
          tags: TAGS,
          querystring: PageQuerySchema,
          response: { 200: VehicleListSchema, ...errors },
        },
      },
      (request) => searchVehicles(deps, request.ctx, { ...request.query, sort: 'rating' }),
    );
    app.get(
      RENTAL_PATHS.categoryList,
      { schema: { tags: TAGS, response: { 200: VehicleCategoryListSchema, ...errors } } },
      (request) => listVehicleCategories(deps, request.ctx),
    );
    app.get(
      RENTAL_PATHS.brandList,
      { schema: { tags: TAGS, response: { 200: VehicleBrandListSchema, ...errors } } },
      (request) => listVehicleBrands(deps, request.ctx),
    );
    app.get(
      RENTAL_PATHS.vehicleDetails,
      {
        schema: { tags: TAGS, params: IdParamsSchema, response: { 200: VehicleSchema, ...errors } },
      },
      (request) => getVehicleDetails(deps, request.ctx, request.params.id),
    );
    app.get(
      RENTAL_PATHS.vehicleReviews,
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: VehicleReviewListSchema, ...errors },
        },
      },
      (request) =>
        listVehicleReviews(deps, request.ctx, { vehicleId: request.params.id }, request.query),
    );
    app.get(
      RENTAL_PATHS.vehicleCheck,
      {
        schema: {
          tags: TAGS,
          querystring: VehicleCheckQuerySchema,
          response: { 200: VehicleCheckSchema, ...errors },
        },
      },
      (request) => checkVehicle(deps, request.ctx, request.query),
    );
    app.get(
      RENTAL_PATHS.popularProviders,
      {
        schema: {
          tags: TAGS,
          querystring: PageQuerySchema,
          response: { 200: ProviderListSchema, ...errors },
        },
      },
      (request) => listPopularProviders(deps, request.ctx, request.query),
    );
    app.get(
      RENTAL_PATHS.providerDetails,
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          response: { 200: RentalProviderSchema, ...errors },
        },
      },
      (request) => getProviderDetails(deps, request.ctx, request.params.id),
    );
    app.get(
      RENTAL_PATHS.providerVehicles,
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: VehicleSearchQuerySchema,
          response: { 200: VehicleListSchema, ...errors },
        },
      },
      (request) =>
        searchVehicles(deps, request.ctx, { ...request.query, provider_id: request.params.id }),
    );
    app.get(
      RENTAL_PATHS.providerReviews,
      {
        schema: {
          tags: TAGS,
          params: IdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: VehicleReviewListSchema, ...errors },
        },
      },
      (request) =>
        listVehicleReviews(deps, request.ctx, { providerId: request.params.id }, request.query),
    );
  };
}
