import type { PageQuery } from '@marketplace/contract/paging';
import {
  PROVIDER_NOT_FOUND_MESSAGE,
  type ProviderList,
  type RentalProvider,
  VEHICLE_NOT_FOUND_MESSAGE,
  type Vehicle,
  type VehicleFilterOptions,
  type VehicleList,
  type VehicleReviewList,
  type VehicleSearchQuery,
} from '@marketplace/contract/rental-catalog';
import type { TimeWindow } from '@marketplace/domain/rental/availability';
import { getTripWindow } from '@marketplace/domain/rental/trip-measures';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import type { CatalogContext } from '../catalog/catalog-scope';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { isVisibleVehicle, openRentalScope, type RentalScope } from './rental-view';
import { buildProviders, buildVehicles } from './vehicle-cards';
import { selectVehicleReviews } from './vehicle-reviews.repository';
import {
  selectBrandsWithCounts,
  selectCategoriesWithCounts,
  selectProvidersByIds,
  selectVehicleFacets,
  selectVehiclePage,
  selectVehiclesByIds,
  type VehicleFilter,
} from './vehicle-rows.repository';

function searchWindow(query: VehicleSearchQuery): TimeWindow | null {
  if (!query.pickup_time) return null;
  return getTripWindow(new Date(query.pickup_time), query.estimated_hours ?? 1);
}

function toFilter(scope: RentalScope, query: VehicleSearchQuery): VehicleFilter {
  const all = query.all_category === 1;
  return {
    providerIds: query.provider_id
      ? scope.providerIds.filter((id) => id === query.provider_id)
      : scope.providerIds,
    categoryId: all ? undefined : query.categoryId,
    brandId: query.brand_id,
    name: query.name,
    tripType: query.trip_type,
    types: query.type,
    seats: query.seats,
    airCondition: query.air_condition,
    transmissions: query.transmission_type,
    fuels: query.fuel_type,
    minPrice: query.min_price === undefined ? undefined : scope.money.fromWire(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : scope.money.fromWire(query.max_price),
    sort: query.sort,
  };
}

/** GET /rental/vehicle/search (and a provider's vehicles): paged `vehicles`. */
export async function searchVehicles(
  deps: AppDeps,
  ctx: CatalogContext,
  query: VehicleSearchQuery,
): Promise<VehicleList> {
  const scope = await openRentalScope(deps, ctx);
  // The same search by many customers within seconds is read once (availability included:
  // the cart and the booking check it again).
  const key = catalogReadKey('rental-search', scope, [scope.locale, JSON.stringify(query)]);
  return readThrough(deps, key, async () => {
    const { total, rows } = await selectVehiclePage(
      deps.db,
      toFilter(scope, query),
      toRowWindow(query),
    );
    const cards = await buildVehicles(deps.db, rows, scope, searchWindow(query));
    return toPagedAnswer('vehicles', query, total, cards);
  });
}

/** GET /rental/vehicle/get-vehicle-details/{id}: 404 when missing or not in the caller's zones. */
export async function getVehicleDetails(
  deps: AppDeps,
  ctx: CatalogContext,
  id: number,
): Promise<Vehicle> {
  const scope = await openRentalScope(deps, ctx);
  const [row] = await selectVehiclesByIds(deps.db, [id]);
  if (!row || !isVisibleVehicle(row, scope)) {
    throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
  }
  const [card] = await buildVehicles(deps.db, [row], scope, null);
  if (!card) throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
  return card;
}

export async function listVehicleCategories(deps: AppDeps, ctx: CatalogContext) {
  const scope = await openRentalScope(deps, ctx);
  const rows = await selectCategoriesWithCounts(deps.db, scope.providerIds);
  return rows.map((row) => ({
    id: row.id,
    name: translate(row.translations, scope.locale, 'name', row.name),
    image_full_url: buildMediaUrl(scope.publicUrl, row.image),
    vehicles_count: row.count,
  }));
}

/** GET /rental/vehicle/filter-options: the filters' choices come from the fleet, not a list. */
export async function getVehicleFilterOptions(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<VehicleFilterOptions> {
  const scope = await openRentalScope(deps, ctx);
  const facets = await selectVehicleFacets(deps.db, scope.providerIds);
  const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
  return {
    types: sorted(facets.types),
    transmission_types: sorted(facets.transmissions),
    fuel_types: sorted(facets.fuels),
    seats: [...facets.seats].sort((a, b) => a - b),
    price_range:
      facets.minPrice === null || facets.maxPrice === null
        ? null
        : { min: scope.money.toWire(facets.minPrice), max: scope.money.toWire(facets.maxPrice) },
  };
}

export async function listVehicleBrands(deps: AppDeps, ctx: CatalogContext) {
  const scope = await openRentalScope(deps, ctx);
  const rows = await selectBrandsWithCounts(deps.db, scope.providerIds);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    image_full_url: buildMediaUrl(scope.publicUrl, row.image),
    vehicles_count: row.count,
  }));
}

/** GET /rental/provider/popular: the caller's zones' providers, best rated first. */
export async function listPopularProviders(
  deps: AppDeps,
  ctx: CatalogContext,
  page: PageQuery,
): Promise<ProviderList> {
  const scope = await openRentalScope(deps, ctx);
  const rows = await selectProvidersByIds(deps.db, scope.providerIds);
  rows.sort((a, b) => b.avgRating - a.avgRating || b.ratingCount - a.ratingCount || a.id - b.id);
  const { limit, skip } = toRowWindow(page);
  const providers = await buildProviders(deps.db, rows.slice(skip, skip + limit), scope);
  return toPagedAnswer('stores', page, rows.length, providers);
}

export async function getProviderDetails(
  deps: AppDeps,
  ctx: CatalogContext,
  id: number,
): Promise<RentalProvider> {
  const scope = await openRentalScope(deps, ctx);
  if (!scope.providerIds.includes(id)) {
    throw new NotFoundError('provider', PROVIDER_NOT_FOUND_MESSAGE);
  }
  const [row] = await selectProvidersByIds(deps.db, [id]);
  if (!row) throw new NotFoundError('provider', PROVIDER_NOT_FOUND_MESSAGE);
  const [provider] = await buildProviders(deps.db, [row], scope);
  if (!provider) throw new NotFoundError('provider', PROVIDER_NOT_FOUND_MESSAGE);
  return provider;
}

/** Reviews of a vehicle or of a provider's vehicles, paged `reviews`. */
export async function listVehicleReviews(
  deps: AppDeps,
  ctx: CatalogContext,
  target: { vehicleId: number } | { providerId: number },
  page: PageQuery,
): Promise<VehicleReviewList> {
  await openRentalScope(deps, ctx);
  const { total, rows } = await selectVehicleReviews(deps.db, target, toRowWindow(page));
  return toPagedAnswer(
    'reviews',
    page,
    total,
    rows.map((row) => ({
      id: row.id,
      vehicle_id: row.vehicleId,
      vehicle_name: row.vehicleName,
      customer_name: row.customerName,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
    })),
  );
}
