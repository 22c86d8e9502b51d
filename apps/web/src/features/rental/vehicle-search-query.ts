import { z } from 'zod';

const id = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** /rental/vehicle-search query (spec 01 §2: categoryId or all_category=1), parsed by zod. */
export const VehicleSearchPageQuerySchema = z.object({
  categoryId: id.optional().catch(undefined),
  all_category: z.enum(['1']).optional().catch(undefined),
  brand_id: id.optional().catch(undefined),
  trip_type: z.enum(['hourly', 'day_wise', 'distance_wise']).optional().catch(undefined),
  sort: z
    .enum(['default', 'price_low', 'price_high', 'rating', 'newest'])
    .optional()
    .catch(undefined),
  layout: z.enum(['column', 'row']).optional().catch(undefined),
});
export type VehicleSearchPageQuery = z.infer<typeof VehicleSearchPageQuerySchema>;

export function parseVehicleSearchQuery(raw: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  return VehicleSearchPageQuerySchema.parse(flat);
}

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
