import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { orders } from './orders';
import { stores } from './stores';
import { translationsColumn } from './translations';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    /** 0 for a top-level category. */
    parentId: integer('parent_id').notNull().default(0),
    /** 0 = category, 1 = sub-category. */
    position: smallint('position').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    featured: smallint('featured').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [
    index('categories_module_parent_idx').on(t.moduleId, t.parentId),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  status: smallint('status').notNull().default(1),
});

export type ChoiceOption = { name: string; title: string; options: string[] };
/** `type` is the chosen option values joined with '-'; price in minor units. */
export type ItemVariation = { type: string; price: number; stock: number };
export type FoodVariationValue = { label: string; optionPrice: number };
export type FoodVariation = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: FoodVariationValue[];
};
export type CategoryRef = { id: number; position: number };

/**
 * Items of every module. A campaign item ("ItemCampaign" on the wire) is an item with
 * campaign dates; it is listed only through the campaign endpoints.
 * Money in minor units; `discount` is hundredths of a percent (percent) or minor units (amount).
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    categoryId: integer('category_id').notNull(),
    categoryIds: jsonb('category_ids').$type<CategoryRef[]>().notNull().default([]),
    brandId: integer('brand_id'),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('percent'),
    stock: integer('stock').notNull().default(0),
    unitType: text('unit_type'),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    choiceOptions: jsonb('choice_options').$type<ChoiceOption[]>().notNull().default([]),
    variations: jsonb('variations').$type<ItemVariation[]>().notNull().default([]),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    genericName: jsonb('generic_name').$type<string[]>().notNull().default([]),
    nutritionsName: jsonb('nutritions_name').$type<string[]>().notNull().default([]),
    allergiesName: jsonb('allergies_name').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    veg: smallint('veg').notNull().default(0),
    organic: smallint('organic').notNull().default(0),
    isHalal: smallint('is_halal').notNull().default(0),
    isPrescriptionRequired: smallint('is_prescription_required').notNull().default(0),
    recommended: smallint('recommended').notNull().default(0),
    availableTimeStarts: text('available_time_starts').notNull().default('00:00'),
    availableTimeEnds: text('available_time_ends').notNull().default('23:59'),
    availableDateStarts: date('available_date_starts'),
    availableDateEnds: date('available_date_ends'),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_slug_key').on(t.slug),
    index('items_store_idx').on(t.storeId),
    index('items_module_category_idx').on(t.moduleId, t.categoryId),
    index('items_module_created_idx').on(t.moduleId, t.createdAt),
    index('items_module_orders_idx').on(t.moduleId, t.orderCount),
  ],
);

export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [index('add_ons_store_idx').on(t.storeId)],
);

/**
 * A customer's rating of an item they received (item_id set) or of the store itself (item_id
 * null), 1-5. Reviews written after an order carry it: once per item and order, once per store
 * and order. Item and store ratings are recomputed from these rows (reviews/recompute-ratings.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    userId: integer('user_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Ids of the review's photos (public uploads), in the order the customer sent them. */
    attachment: jsonb('attachment').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_item_idx').on(t.itemId),
    index('reviews_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('reviews_order_item_key')
      .on(t.orderId, t.itemId)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.itemId} IS NOT NULL`),
    uniqueIndex('reviews_order_store_key')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.itemId} IS NULL`),
  ],
);
