import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { zones } from './geo';
import { modules } from './modules';
import { stores } from './stores';
import { translationsColumn } from './translations';

/** Basic campaigns group stores under a dated promotion. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: text('start_time').notNull().default('00:00'),
  endTime: text('end_time').notNull().default('23:59'),
  status: smallint('status').notNull().default(1),
  translations: translationsColumn(),
});

export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

export type BannerType = 'store_wise' | 'item_wise' | 'default';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').$type<BannerType>().notNull(),
    image: text('image').notNull(),
    /** Store id or item id for store_wise / item_wise banners. */
    data: integer('data'),
    link: text('link'),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    featured: smallint('featured').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [index('banners_module_zone_idx').on(t.moduleId, t.zoneId)],
);

export type CouponType = 'zone_wise' | 'store_wise' | 'free_delivery' | 'default' | 'first_order';

/**
 * Coupons. Money in minor units; `discount` is hundredths of a percent (percent) or minor
 * units (amount); `max_discount` 0 means no cap. `data` holds store ids (store_wise) or zone
 * ids (zone_wise).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    couponType: text('coupon_type').$type<CouponType>().notNull(),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull(),
    discount: integer('discount').notNull().default(0),
    maxDiscount: integer('max_discount').notNull().default(0),
    minPurchase: integer('min_purchase').notNull().default(0),
    /** Uses allowed per customer; 0 means unlimited. */
    limit: integer('limit').notNull().default(0),
    data: jsonb('data').$type<number[]>().notNull().default([]),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    startDate: date('start_date').notNull(),
    expireDate: date('expire_date').notNull(),
    totalUses: integer('total_uses').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  status: smallint('status').notNull().default(1),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull(),
    discount: integer('discount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.itemId] })],
);
