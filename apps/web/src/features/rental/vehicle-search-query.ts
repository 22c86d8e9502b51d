import type { VehicleSearchPageQuery } from './vehicle-search-page-query';

/** The filters a customer sets on the page (spec: type, seats, AC, transmission, fuel, price). */
export type VehicleFilters = {
  type: string;
  seats: string;
  ac: '' | '0' | '1';
  transmission: string;
  fuel: string;
  minPrice: string;
  maxPrice: string;
  sort: NonNullable<VehicleSearchPageQuery['sort']>;
};

export const EMPTY_FILTERS: VehicleFilters = {
  type: '',
  seats: '',
  ac: '',
  transmission: '',
  fuel: '',
  minPrice: '',
  maxPrice: '',
  sort: 'default',
};

/** The API query for the filters (empty ones left out). */
export function toSearchApiQuery(
  page: VehicleSearchPageQuery,
  filters: VehicleFilters,
  window: { pickup_time?: string; estimated_hours?: number },
): Record<string, string | number | undefined> {
  return {
    categoryId: page.all_category ? undefined : page.categoryId,
    all_category: page.all_category ? 1 : page.categoryId ? undefined : 1,
    brand_id: page.brand_id,
    trip_type: page.trip_type,
    type: filters.type || undefined,
    seats: filters.seats || undefined,
    air_condition: filters.ac || undefined,
    transmission_type: filters.transmission || undefined,
    fuel_type: filters.fuel || undefined,
    min_price: filters.minPrice || undefined,
    max_price: filters.maxPrice || undefined,
    sort: filters.sort === 'default' ? undefined : filters.sort,
    ...window,
  };
}
