import { TRIP_TYPES } from '@marketplace/domain/rental/trip-type';
import { z } from 'zod';
import { FlagSchema } from './flags';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';

/*
 * Rental catalogue (API-CONTRACT "Rental"): vehicles, providers, categories, brands, reviews.
 * Amounts in major units; a discount is 12.5 for 12.5 % or major units for an amount (ADR 0003).
 */

export const TripTypeSchema = z.enum(TRIP_TYPES, {
  error: 'rental_type must be hourly, day_wise or distance_wise',
});
export type TripTypeWire = z.infer<typeof TripTypeSchema>;

export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found';
export const PROVIDER_NOT_FOUND_MESSAGE = 'Provider not found';

export const ProviderDiscountSchema = z.object({
  discount: z.number(),
  discount_type: z.enum(['percent', 'amount']),
  min_purchase: z.number(),
  max_discount: z.number(),
});

export const RentalProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_full_url: z.string(),
  cover_photo_full_url: z.string(),
  address: z.string(),
  avg_rating: z.number(),
  rating_count: z.number().int(),
  pickup_zone_id: z.number().int(),
  zone_id: z.number().int(),
  /** IANA zone of the provider's clock: pickup times are shown on it (spec 02 §9). */
  time_zone: z.string(),
  tax: z.number(),
  discount: ProviderDiscountSchema.nullable(),
  total_vehicles: z.number().int(),
});
export type RentalProvider = z.infer<typeof RentalProviderSchema>;

export const VehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail_full_url: z.string(),
  images_full_url: z.array(z.string()),
  new_tag: FlagSchema,
  total_vehicle_count: z.number().int(),
  /** Units free for the searched window (without one: total_vehicle_count). */
  total_vehicles: z.number().int(),
  total_reviews: z.number().int(),
  avg_rating: z.number(),
  seating_capacity: z.number().int(),
  type: z.string(),
  model: z.string(),
  engine_capacity: z.string().nullable(),
  engine_power: z.string().nullable(),
  air_condition: z.number().int(),
  transmission_type: z.string(),
  fuel_type: z.string(),
  hourly_price: z.number(),
  day_wise_price: z.number(),
  distance_price: z.number(),
  /** Spec 02 §2 "Start From": the lowest enabled price. */
  start_from_price: z.number(),
  discount_price: z.number(),
  discount_type: z.enum(['percent', 'amount']),
  trip_hourly: FlagSchema,
  trip_distance: FlagSchema,
  trip_day_wise: FlagSchema,
  category_id: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.array(z.string()),
  provider: RentalProviderSchema,
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const VehicleListSchema = pagedSchema('vehicles', VehicleSchema);
export type VehicleList = z.infer<typeof VehicleListSchema>;

const flagQuery = z
  .enum(['0', '1'], { error: 'must be 0 or 1' })
  .transform((v) => Number(v) as 0 | 1);

const priceQuery = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, { error: `${name} must be a number of at least 0` })
    .transform(Number);

const listQuery = z
  .string()
  .trim()
  .max(200)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/**
 * GET /rental/vehicle/search: categoryId or all_category=1 (spec 01 §2), filters, and the trip
 * window (pickup_time + estimated_hours) for the available count.
 */
export const VehicleSearchQuerySchema = PageQuerySchema.extend({
  categoryId: idQuery('categoryId').optional(),
  all_category: flagQuery.optional(),
  name: z.string().trim().max(100).optional(),
  provider_id: idQuery('provider_id').optional(),
  brand_id: idQuery('brand_id').optional(),
  trip_type: TripTypeSchema.optional(),
  /** Comma-separated vehicle types (family, executive…). */
  type: listQuery.optional(),
  seats: idQuery('seats').optional(),
  air_condition: flagQuery.optional(),
  transmission_type: listQuery.optional(),
  fuel_type: listQuery.optional(),
  min_price: priceQuery('min_price').optional(),
  max_price: priceQuery('max_price').optional(),
  sort: z.enum(['default', 'price_low', 'price_high', 'rating', 'newest']).optional(),
  pickup_time: z.iso
    .datetime({ offset: true, error: 'pickup_time must be an ISO 8601 date and time' })
    .optional(),
  estimated_hours: priceQuery('estimated_hours').optional(),
});
export type VehicleSearchQuery = z.infer<typeof VehicleSearchQuerySchema>;

export const IdParamsSchema = z.object({ id: idQuery('id') });

export const VehicleCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_full_url: z.string(),
  vehicles_count: z.number().int(),
});
export const VehicleCategoryListSchema = z.array(VehicleCategorySchema);

export const VehicleBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_full_url: z.string(),
  vehicles_count: z.number().int(),
});
export const VehicleBrandListSchema = z.array(VehicleBrandSchema);

/**
 * GET /rental/vehicle/filter-options: what the search filters offer, from the vehicles the caller
 * can see (distinct types, transmissions, fuels and seat counts; the Start From price range).
 */
export const VehicleFilterOptionsSchema = z.object({
  types: z.array(z.string()),
  transmission_types: z.array(z.string()),
  fuel_types: z.array(z.string()),
  seats: z.array(z.number().int()),
  price_range: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type VehicleFilterOptions = z.infer<typeof VehicleFilterOptionsSchema>;

export const ProviderListSchema = pagedSchema('stores', RentalProviderSchema);
export type ProviderList = z.infer<typeof ProviderListSchema>;

export const VehicleReviewSchema = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  vehicle_name: z.string(),
  customer_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export const VehicleReviewListSchema = pagedSchema('reviews', VehicleReviewSchema);
export type VehicleReviewList = z.infer<typeof VehicleReviewListSchema>;

/** GET /rental/vehicle/vehicle-check (spec 02 §7): is one more unit free for this window? */
export const VehicleCheckQuerySchema = z.object({
  vehicle_id: idQuery('vehicle_id'),
  quantity: idQuery('quantity').default(1),
  pickup_time: z.iso.datetime({
    offset: true,
    error: 'pickup_time must be an ISO 8601 date and time',
  }),
  rental_type: TripTypeSchema,
  estimated_hours: priceQuery('estimated_hours').optional(),
});
export const VehicleCheckSchema = z.object({
  status: z.enum(['success', 'unavailable']),
  available: z.number().int(),
  message: z.string().nullable(),
});
export type VehicleCheck = z.infer<typeof VehicleCheckSchema>;
