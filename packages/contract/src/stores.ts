import { z } from 'zod';
import { AmountSchema, FlagSchema } from './flags';
import { DiscountTypeSchema, RatingBreakdownSchema } from './items';
import { ModuleTypeSchema } from './modules';
import { PageQuerySchema, pagedSchema } from './paging';
import { StoreScheduleSchema } from './store-schedule';

/** A store-wide discount that applies today: percentage or major amount (see ItemSchema). */
export const StoreDiscountSchema = z.object({
  discount: z.number(),
  discount_type: DiscountTypeSchema,
  min_purchase: AmountSchema,
  /** 0 means no cap. */
  max_discount: AmountSchema,
  start_date: z.string(),
  end_date: z.string(),
  /** HH:mm, daily, in the store's time zone. */
  start_time: z.string(),
  end_time: z.string(),
});
export type StoreDiscount = z.infer<typeof StoreDiscountSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Translated by X-localization. */
  name: z.string(),
  logo_full_url: z.string(),
  cover_photo_full_url: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  /** One decimal. */
  avg_rating: z.number(),
  rating_count: z.number().int(),
  delivery_time: z.string(),
  minimum_order: AmountSchema,
  free_delivery: z.boolean(),
  /** Open now: active and inside a schedule slot, in the store's time zone. */
  open: FlagSchema,
  /** false while the owner has closed the store for a while, whatever its schedule. */
  active: z.boolean(),
  /** Straight-line metres from the caller's latitude/longitude headers; null without them. */
  distance: z.number().nullable(),
  zone_id: z.number().int(),
  module_id: z.number().int(),
  module_type: ModuleTypeSchema,
  delivery: FlagSchema,
  take_away: FlagSchema,
  schedule_order: z.boolean(),
  veg: FlagSchema,
  non_veg: FlagSchema,
  featured: FlagSchema,
  discount: StoreDiscountSchema.nullable(),
  /** Listed (active, non-campaign) items. */
  items_count: z.number().int(),
});
export type Store = z.infer<typeof StoreSchema>;

/**
 * A store as a store card shows it: the answer of every store list (latest, popular, filtered,
 * top offers, discounted, recommended, visit again, search, a category's stores). The rest of
 * the Store entity is in GET /stores/details.
 */
export const StoreCardSchema = StoreSchema.pick({
  id: true,
  slug: true,
  name: true,
  logo_full_url: true,
  cover_photo_full_url: true,
  address: true,
  avg_rating: true,
  rating_count: true,
  delivery_time: true,
  minimum_order: true,
  free_delivery: true,
  open: true,
  active: true,
  distance: true,
  zone_id: true,
  module_id: true,
  module_type: true,
  discount: true,
});
export type StoreCard = z.infer<typeof StoreCardSchema>;

export const StoreCardPageSchema = pagedSchema('stores', StoreCardSchema);
export type StoreCardPage = z.infer<typeof StoreCardPageSchema>;

/** A coupon usable at the store today. Amounts in major units; discount as in ItemSchema. */
export const StoreCouponSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  coupon_type: z.enum(['zone_wise', 'store_wise', 'free_delivery', 'default', 'first_order']),
  discount_type: DiscountTypeSchema,
  discount: z.number(),
  /** 0 means no cap. */
  max_discount: AmountSchema,
  min_purchase: AmountSchema,
  start_date: z.string(),
  expire_date: z.string(),
});

export const StoreDetailsSchema = StoreSchema.extend({
  email: z.string(),
  time_zone: z.string(),
  schedules: z.array(StoreScheduleSchema),
  /** Categories (and their parents) of the store's listed items. */
  category_ids: z.array(z.number().int()),
  /** Cheapest and dearest listed item base price; null without items. */
  price_range: z.object({ min: AmountSchema, max: AmountSchema }).nullable(),
  coupons: z.array(StoreCouponSchema),
  rating_breakdown: RatingBreakdownSchema,
});
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;

export const StoreServiceTypeSchema = z.enum(['all', 'delivery', 'take_away'], {
  error: 'type must be all, delivery or take_away',
});
export type StoreServiceType = z.infer<typeof StoreServiceTypeSchema>;

export const StoreServiceParamsSchema = z.object({ type: StoreServiceTypeSchema });

export const PopularStoresQuerySchema = PageQuerySchema.extend({
  type: StoreServiceTypeSchema.default('all'),
});

const flagQuery = (name: string) =>
  z.enum(['0', '1'], { error: `${name} must be 0 or 1` }).optional();

/** GET /stores/get-stores/{type}: optional filters and order. */
export const StoreFilterQuerySchema = PageQuerySchema.extend({
  featured: flagQuery('featured'),
  veg: flagQuery('veg'),
  non_veg: flagQuery('non_veg'),
  /** Only stores with a discount running now. */
  discounted: flagQuery('discounted'),
  /** distance needs latitude/longitude headers (else it falls back to the default order). */
  sort_by: z
    .enum(['default', 'latest', 'popular', 'rating', 'distance'], {
      error: 'sort_by must be default, latest, popular, rating or distance',
    })
    .default('default'),
});
export type StoreFilterQuery = z.infer<typeof StoreFilterQuerySchema>;
