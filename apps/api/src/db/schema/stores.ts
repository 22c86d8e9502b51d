import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { zones } from './geo';
import { modules } from './modules';
import { translationsColumn } from './translations';

/** Stores of every module; rental providers are stores of the rental module. Money in minor units. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** IANA time zone in which the schedule and item windows are read. */
    timeZone: text('time_zone').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    deliveryTime: text('delivery_time').notNull(),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    selfDeliverySystem: boolean('self_delivery_system').notNull().default(false),
    perKmShippingCharge: integer('per_km_shipping_charge'),
    minimumShippingCharge: integer('minimum_shipping_charge'),
    maximumShippingCharge: integer('maximum_shipping_charge'),
    /** Tax rate in percent. */
    tax: doublePrecision('tax').notNull().default(0),
    delivery: boolean('delivery').notNull().default(true),
    takeAway: boolean('take_away').notNull().default(true),
    scheduleOrder: boolean('schedule_order').notNull().default(false),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    veg: smallint('veg').notNull().default(1),
    nonVeg: smallint('non_veg').notNull().default(1),
    featured: smallint('featured').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Off: the store's plan has no reviews ('no review plan for store'). */
    reviewsEnabled: boolean('reviews_enabled').notNull().default(true),
    orderCount: integer('order_count').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** A store can be temporarily closed by its owner regardless of its schedule. */
    active: boolean('active').notNull().default(true),
    translations: translationsColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_slug_key').on(t.slug),
    index('stores_module_zone_idx').on(t.moduleId, t.zoneId),
  ],
);

/** Opening hours: day 0 = Sunday; times are HH:mm in the store's time zone. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    openingTime: text('opening_time').notNull(),
    closingTime: text('closing_time').notNull(),
  },
  (t) => [index('store_schedules_store_idx').on(t.storeId)],
);

/**
 * A store-wide discount. `discount` is hundredths of a percent when the type is percent
 * (1250 = 12.5%) and minor units when it is amount.
 */
export const storeDiscounts = pgTable('store_discounts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  discountType: text('discount_type').$type<'percent' | 'amount'>().notNull(),
  discount: integer('discount').notNull(),
  minPurchase: integer('min_purchase').notNull().default(0),
  maxDiscount: integer('max_discount').notNull().default(0),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: text('start_time').notNull().default('00:00'),
  endTime: text('end_time').notNull().default('23:59'),
});
