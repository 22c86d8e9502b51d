import { z } from 'zod';
import { AmountSchema, FlagSchema } from './flags';
import { ModuleTypeSchema } from './modules';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';
import { StoreScheduleSchema } from './store-schedule';

/**
 * The Item entity of spec 01 §3 as the API sends it. Amounts are major units; `discount` is the
 * percentage (12.5) for `percent` and a major amount for `amount`. Campaign items carry
 * `available_date_starts`/`_ends`; normal items have them null.
 */
export const DiscountTypeSchema = z.enum(['percent', 'amount']);
export type DiscountType = z.infer<typeof DiscountTypeSchema>;

export const ChoiceOptionSchema = z.object({
  name: z.string(),
  title: z.string(),
  options: z.array(z.string()),
});

/** `type` is the chosen option values joined with '-'. */
export const ItemVariationSchema = z.object({
  type: z.string(),
  price: AmountSchema,
  stock: z.number().int(),
});

export const FoodVariationSchema = z.object({
  name: z.string(),
  type: z.enum(['single', 'multi']),
  min: z.number().int(),
  max: z.number().int(),
  /** 'on' means a choice is required. */
  required: z.enum(['on', 'off']),
  values: z.array(z.object({ label: z.string(), optionPrice: AmountSchema })),
});
export type FoodVariation = z.infer<typeof FoodVariationSchema>;

export const AddOnSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  price: AmountSchema,
});
export type AddOn = z.infer<typeof AddOnSchema>;

export const ItemCategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 for the top-level category, 2 for the sub-category. */
  position: z.number().int(),
});

/** The price, or the range across variations, before and after the item's own discount. */
export const ItemPriceRangeSchema = z.object({
  min: AmountSchema,
  max: AmountSchema,
  discounted_min: AmountSchema,
  discounted_max: AmountSchema,
});

export const ItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: AmountSchema,
  stock: z.number().int(),
  unit_type: z.string().nullable(),
  discount: z.number(),
  discount_type: DiscountTypeSchema,
  /** The store's current discount (percentage, or major amount), 0 when it has none. */
  store_discount: z.number(),
  /** Same as store_discount; older food clients read this name. */
  restaurant_discount: z.number(),
  image_full_url: z.string(),
  images_full_url: z.array(z.string()),
  generic_name: z.array(z.string()),
  nutritions_name: z.array(z.string()),
  allergies_name: z.array(z.string()),
  veg: FlagSchema,
  /** 1 means organic. */
  organic: FlagSchema,
  is_halal: FlagSchema,
  /** Whether the halal tag may show at all: 1 for food and grocery modules (see docs). */
  halal_tag_status: FlagSchema,
  is_prescription_required: FlagSchema,
  recommended: FlagSchema,
  /** One decimal. */
  avg_rating: z.number(),
  rating_count: z.number().int(),
  wishlist_count: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  store_slug: z.string(),
  module_id: z.number().int(),
  module_type: ModuleTypeSchema,
  zone_id: z.number().int(),
  /** HH:mm in the store's time zone. */
  available_time_starts: z.string(),
  available_time_ends: z.string(),
  available_date_starts: z.string().nullable(),
  available_date_ends: z.string().nullable(),
  /** The store takes scheduled orders (buttons stay outside the availability window). */
  schedule_order: z.boolean(),
  maximum_cart_quantity: z.number().int().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  category_ids: z.array(ItemCategoryRefSchema),
  choice_options: z.array(ChoiceOptionSchema),
  variations: z.array(ItemVariationSchema),
  food_variations: z.array(FoodVariationSchema),
  add_ons: z.array(AddOnSchema),
  price_range: ItemPriceRangeSchema,
  /** Now is inside the daily availability window, in the store's time zone. */
  is_available_now: z.boolean(),
  /** Spec 01 §2: stock above 0 and available now. */
  in_stock: z.boolean(),
});
export type Item = z.infer<typeof ItemSchema>;

export const ItemStoreDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_full_url: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  zone_id: z.number().int(),
  module_id: z.number().int(),
  time_zone: z.string(),
  delivery_time: z.string(),
  avg_rating: z.number(),
  rating_count: z.number().int(),
  /** 0/1: open now by its schedule in its time zone. */
  open: FlagSchema,
  active: z.boolean(),
  /** Its opening hours (store-local 'HH:mm'), so the item view can say when it opens (issue 17 §1). */
  schedules: z.array(StoreScheduleSchema),
});

export const RatingBreakdownSchema = z.array(
  z.object({ rating: z.number().int(), count: z.number().int() }),
);

export const ReviewsSummarySchema = z.object({
  avg_rating: z.number(),
  rating_count: z.number().int(),
  /** Reviews per star, 5 down to 1. */
  rating_breakdown: RatingBreakdownSchema,
});

export const ItemDetailsSchema = ItemSchema.extend({
  store_details: ItemStoreDetailsSchema,
  reviews_summary: ReviewsSummarySchema,
});
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

/**
 * An item as a product card shows it: the answer of every item list (popular, latest, discounted,
 * new arrivals, recommended, most reviewed, search, a category's or a store's items, related
 * items). The rest of the Item entity (description, images, choices, add-ons, categories...) is
 * in GET /items/details, which the item page and the quick view read.
 */
export const ItemCardSchema = ItemSchema.pick({
  id: true,
  slug: true,
  name: true,
  image_full_url: true,
  price: true,
  discount: true,
  discount_type: true,
  stock: true,
  veg: true,
  organic: true,
  is_halal: true,
  halal_tag_status: true,
  recommended: true,
  avg_rating: true,
  rating_count: true,
  store_id: true,
  store_name: true,
  module_id: true,
  module_type: true,
  available_date_starts: true,
  schedule_order: true,
  price_range: true,
  is_available_now: true,
  in_stock: true,
}).extend({
  /**
   * The item has variations or food variations to choose from: its card opens the item view
   * instead of adding one unit straight away.
   */
  has_choices: z.boolean(),
});
export type ItemCard = z.infer<typeof ItemCardSchema>;
export const ItemCardListSchema = z.array(ItemCardSchema);

export const ItemCardPageSchema = pagedSchema('products', ItemCardSchema);
export type ItemCardPage = z.infer<typeof ItemCardPageSchema>;

/** GET /items/latest filters. */
export const LatestItemsQuerySchema = PageQuerySchema.extend({
  store_id: idQuery('store_id').optional(),
  category_id: idQuery('category_id').optional(),
});

export const ItemDetailsQuerySchema = z.object({
  /** 1: the id or slug names a campaign item. */
  campaign: z.enum(['0', '1'], { error: 'campaign must be 0 or 1' }).optional(),
});

/** An id (digits) or a slug. */
export const IdOrSlugParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: 'id must be an id or a slug' })
    .max(200, { error: 'id must be an id or a slug' })
    .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'id must be an id or a slug' }),
});

export const IdParamsSchema = z.object({ id: idQuery('id') });

export const ReviewSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  customer_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The review's photos (public links). */
  attachment_full_url: z.array(z.string()),
  created_at: z.string(),
});
export const ReviewPageSchema = pagedSchema('reviews', ReviewSchema);
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** GET /categories/featured/items: featured categories, each with a few items. */
export const FeaturedCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_full_url: z.string(),
  /** The category's items as cards. */
  items: ItemCardListSchema,
});
export const FeaturedCategoriesSchema = z.object({ categories: z.array(FeaturedCategorySchema) });
export type FeaturedCategories = z.infer<typeof FeaturedCategoriesSchema>;
