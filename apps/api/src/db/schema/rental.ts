import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { translationsColumn } from './translations';

export const vehicleCategories = pgTable('vehicle_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  status: smallint('status').notNull().default(1),
  translations: translationsColumn(),
});

export const vehicleBrands = pgTable('vehicle_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  status: smallint('status').notNull().default(1),
});

/**
 * Rental vehicles, offered by a provider (a store of the rental module). Prices in minor
 * units per hour, per km and per day; a trip type is offered when its flag is 1.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => vehicleCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    model: text('model').notNull().default(''),
    type: text('type').notNull(),
    engineCapacity: text('engine_capacity'),
    enginePower: text('engine_power'),
    seatingCapacity: integer('seating_capacity').notNull(),
    airCondition: smallint('air_condition').notNull().default(1),
    transmissionType: text('transmission_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    /** How many identical vehicles the provider can rent out at once. */
    totalVehicleCount: integer('total_vehicle_count').notNull().default(1),
    tripHourly: smallint('trip_hourly').notNull().default(1),
    tripDistance: smallint('trip_distance').notNull().default(0),
    tripDayWise: smallint('trip_day_wise').notNull().default(0),
    hourlyPrice: integer('hourly_price').notNull().default(0),
    distancePrice: integer('distance_price').notNull().default(0),
    dayWisePrice: integer('day_wise_price').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('percent'),
    /** Hundredths of a percent (percent) or minor units (amount). */
    discountPrice: integer('discount_price').notNull().default(0),
    newTag: smallint('new_tag').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_provider_idx').on(t.providerId),
    index('vehicles_category_idx').on(t.categoryId),
  ],
);
