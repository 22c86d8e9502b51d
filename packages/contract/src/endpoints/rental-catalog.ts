import { endpoint } from '../endpoint';

const catalog = () => import('../rental-catalog');
const paging = () => import('../paging');
const TAGS = ['rental'];
const ERRORS = [404, 422];

/**
 * GET /rental/vehicle/search: categoryId or all_category=1, filters, and with pickup_time (+
 * estimated_hours) the units free for that window.
 */
export const vehicleSearch = endpoint({
  method: 'GET',
  path: '/rental/vehicle/search',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { VehicleSearchQuerySchema, VehicleListSchema } = await catalog();
    return { query: VehicleSearchQuerySchema, response: VehicleListSchema };
  },
});

/** GET /rental/vehicle/top-rated. */
export const topRatedVehicles = endpoint({
  method: 'GET',
  path: '/rental/vehicle/top-rated',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ VehicleListSchema }, { PageQuerySchema }] = await Promise.all([catalog(), paging()]);
    return { query: PageQuerySchema, response: VehicleListSchema };
  },
});

/** GET /rental/vehicle/category-list: categories with their vehicle counts. */
export const vehicleCategoryList = endpoint({
  method: 'GET',
  path: '/rental/vehicle/category-list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await catalog()).VehicleCategoryListSchema }),
});

/** GET /rental/vehicle/brand-list: brands with their vehicle counts. */
export const vehicleBrandList = endpoint({
  method: 'GET',
  path: '/rental/vehicle/brand-list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await catalog()).VehicleBrandListSchema }),
});

/** GET /rental/vehicle/filter-options: the search filters' choices, from the visible fleet. */
export const vehicleFilterOptions = endpoint({
  method: 'GET',
  path: '/rental/vehicle/filter-options',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await catalog()).VehicleFilterOptionsSchema }),
});

/** GET /rental/vehicle/get-vehicle-details/:id; 404 `vehicle`. */
export const vehicleDetails = endpoint({
  method: 'GET',
  path: '/rental/vehicle/get-vehicle-details/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { IdParamsSchema, VehicleSchema } = await catalog();
    return { params: IdParamsSchema, response: VehicleSchema };
  },
});

/** GET /rental/vehicle/reviews/:id: a vehicle's latest reviews. */
export const vehicleReviews = endpoint({
  method: 'GET',
  path: '/rental/vehicle/reviews/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ IdParamsSchema, VehicleReviewListSchema }, { PageQuerySchema }] = await Promise.all([
      catalog(),
      paging(),
    ]);
    return { params: IdParamsSchema, query: PageQuerySchema, response: VehicleReviewListSchema };
  },
});

/** GET /rental/vehicle/vehicle-check: `{status: success|unavailable, available, message}`. */
export const vehicleCheck = endpoint({
  method: 'GET',
  path: '/rental/vehicle/vehicle-check',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { VehicleCheckQuerySchema, VehicleCheckSchema } = await catalog();
    return { query: VehicleCheckQuerySchema, response: VehicleCheckSchema };
  },
});

/** GET /rental/provider/popular. */
export const popularProviders = endpoint({
  method: 'GET',
  path: '/rental/provider/popular',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ ProviderListSchema }, { PageQuerySchema }] = await Promise.all([catalog(), paging()]);
    return { query: PageQuerySchema, response: ProviderListSchema };
  },
});

/** GET /rental/provider/get-provider-details/:id; 404 `provider`. */
export const providerDetails = endpoint({
  method: 'GET',
  path: '/rental/provider/get-provider-details/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { IdParamsSchema, RentalProviderSchema } = await catalog();
    return { params: IdParamsSchema, response: RentalProviderSchema };
  },
});

/** GET /rental/provider/get-provider-vehicles/:id: the vehicle search within one provider. */
export const providerVehicles = endpoint({
  method: 'GET',
  path: '/rental/provider/get-provider-vehicles/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { IdParamsSchema, VehicleSearchQuerySchema, VehicleListSchema } = await catalog();
    return { params: IdParamsSchema, query: VehicleSearchQuerySchema, response: VehicleListSchema };
  },
});

/** GET /rental/provider/get-provider-reviews/:id: reviews of a provider's vehicles. */
export const providerReviews = endpoint({
  method: 'GET',
  path: '/rental/provider/get-provider-reviews/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ IdParamsSchema, VehicleReviewListSchema }, { PageQuerySchema }] = await Promise.all([
      catalog(),
      paging(),
    ]);
    return { params: IdParamsSchema, query: PageQuerySchema, response: VehicleReviewListSchema };
  },
});
