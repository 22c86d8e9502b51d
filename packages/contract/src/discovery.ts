import { z } from 'zod';
import { coordinateQuery } from './coordinates';
import { AmountSchema } from './flags';
import { idQuery } from './paging';

/** The store an other banner or an advertisement opens, as its card needs it. */
export const PromotedStoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_full_url: z.string(),
  /** One decimal. */
  avg_rating: z.number(),
  rating_count: z.number().int(),
  delivery_time: z.string(),
});
export type PromotedStore = z.infer<typeof PromotedStoreSchema>;

/** GET /other-banners: the module's wide promotional banners lower on the home page. */
export const OtherBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image_full_url: z.string(),
  /** null: the banner only informs. */
  store: PromotedStoreSchema.nullable(),
});
export type OtherBanner = z.infer<typeof OtherBannerSchema>;
export const OtherBannerListSchema = z.object({ banners: z.array(OtherBannerSchema) });
export type OtherBannerList = z.infer<typeof OtherBannerListSchema>;

/** GET /advertisement/list: running store advertisements, lower priority number first. */
export const AdvertisementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_image_full_url: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  store: PromotedStoreSchema,
});
export type Advertisement = z.infer<typeof AdvertisementSchema>;
export const AdvertisementListSchema = z.object({ advertisements: z.array(AdvertisementSchema) });
export type AdvertisementList = z.infer<typeof AdvertisementListSchema>;

/**
 * GET /most-tips: the delivery tip customers in the caller's zones chose most often (major
 * units), for the checkout's tip choice; null when nobody has tipped yet.
 */
export const MostTipsSchema = z.object({ most_tips_amount: AmountSchema.nullable() });
export type MostTips = z.infer<typeof MostTipsSchema>;

/** GET /get-combined-data: the home page's lower promotional sections in one answer. */
export const CombinedDataSchema = z.object({
  other_banners: z.array(OtherBannerSchema),
  advertisements: z.array(AdvertisementSchema),
  most_tips_amount: AmountSchema.nullable(),
});
export type CombinedData = z.infer<typeof CombinedDataSchema>;

/** GET /zone/check?lat&lng&zone_id: is the point inside that zone? */
export const ZoneCheckQuerySchema = z.object({
  lat: coordinateQuery('lat', 90),
  lng: coordinateQuery('lng', 180),
  zone_id: idQuery('zone_id'),
});
export const ZoneCheckSchema = z.object({ zone_id: z.number().int(), in_zone: z.boolean() });
export type ZoneCheck = z.infer<typeof ZoneCheckSchema>;
