import { z } from 'zod';
import { AmountSchema } from './flags';
import { DiscountTypeSchema, ItemCardListSchema, ItemCardSchema } from './items';
import { StoreSchema } from './stores';

/** GET /campaigns/item: campaign items running today (available_date_starts set), as cards. */
export const CampaignItemListSchema = ItemCardListSchema;

/** A basic campaign: a dated promotion grouping stores. */
export const BasicCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_full_url: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** HH:mm. */
  start_time: z.string(),
  end_time: z.string(),
  /** The campaign's stores in the caller's module and zones. */
  stores: z.array(StoreSchema),
});
export type BasicCampaign = z.infer<typeof BasicCampaignSchema>;
export const BasicCampaignListSchema = z.array(BasicCampaignSchema);

/** What a banner opens: a store page, an item, or nothing (default banners, maybe a link). */
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['store_wise', 'item_wise', 'default']),
  image_full_url: z.string(),
  link: z.string().nullable(),
  zone_id: z.number().int(),
  module_id: z.number().int(),
  featured: z.number().int(),
  store: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), logo_full_url: z.string() })
    .nullable(),
  item: z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      image_full_url: z.string(),
      store_id: z.number().int(),
    })
    .nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** GET /banners: the module's banners in the caller's zones, and its running basic campaigns. */
export const BannersResponseSchema = z.object({
  banners: z.array(BannerSchema),
  campaigns: z.array(BasicCampaignSchema.omit({ stores: true })),
});
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const FlashSaleProductSchema = z.object({
  /** Units the sale offers and has sold; available_stock = stock - sold. */
  stock: z.number().int(),
  sold: z.number().int(),
  available_stock: z.number().int(),
  discount: z.number(),
  discount_type: DiscountTypeSchema,
  /** The item's base price after the flash-sale discount. */
  discounted_price: AmountSchema,
  /** The item as its card shows it (its own discount; the sale's is above). */
  item: ItemCardSchema,
});

export const FlashSaleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  products: z.array(FlashSaleProductSchema),
});
export type FlashSale = z.infer<typeof FlashSaleSchema>;

/** GET /flash-sales: the module's running flash sale, or null. */
export const FlashSaleResponseSchema = z.object({ flash_sale: FlashSaleSchema.nullable() });
export type FlashSaleResponse = z.infer<typeof FlashSaleResponseSchema>;

export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_full_url: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);
