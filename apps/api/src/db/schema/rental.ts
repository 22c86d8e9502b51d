import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { users } from './customers';
import { coupons } from './promotions';
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

/** A pickup or destination as the rental cart and trips keep it. */
export type TripPlace = { lat: number; lng: number; location_name: string };
export type TripTypeValue = 'hourly' | 'day_wise' | 'distance_wise';
export type TripStatusValue =
  | 'pending'
  | 'confirmed'
  | 'ongoing'
  | 'completed'
  | 'canceled'
  | 'failed';

/**
 * The trip details of one owner's rental cart (spec 02 §3 user_data): where and when, the trip
 * type and its measure. One row per owner (customer or guest, exactly one).
 */
export const rentalCartTrips = pgTable(
  'rental_cart_trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    pickupLocation: jsonb('pickup_location').$type<TripPlace>().notNull(),
    destinationLocation: jsonb('destination_location').$type<TripPlace>().notNull(),
    pickupZoneId: integer('pickup_zone_id'),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    destinationTime: timestamp('destination_time', { withTimezone: true }),
    rentalType: text('rental_type').$type<TripTypeValue>().notNull(),
    estimatedHours: doublePrecision('estimated_hours').notNull(),
    /** km, from the maps provider (never the client's). */
    distance: doublePrecision('distance').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rental_cart_trips_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    uniqueIndex('rental_cart_trips_user_key').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('rental_cart_trips_guest_key').on(t.guestId).where(sql`${t.guestId} IS NOT NULL`),
  ],
);

/** The vehicle lines of a rental cart; no price is stored (priced on read, ADR 0007). */
export const rentalCartLines = pgTable(
  'rental_cart_lines',
  {
    id: serial('id').primaryKey(),
    cartTripId: integer('cart_trip_id')
      .notNull()
      .references(() => rentalCartTrips.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rental_cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('rental_cart_lines_vehicle_key').on(t.cartTripId, t.vehicleId),
  ],
);

/**
 * A booked trip. Every amount is the server's, in minor units, frozen at booking; it holds its
 * vehicles for [pickup_time, end_time) while it runs.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    moduleId: integer('module_id').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    zoneId: integer('zone_id').notNull(),
    status: text('status').$type<TripStatusValue>().notNull().default('pending'),
    paymentMethod: text('payment_method')
      .$type<'cash_on_delivery' | 'digital_payment' | 'wallet'>()
      .notNull(),
    paymentStatus: text('payment_status').$type<'unpaid' | 'paid' | 'failed'>().notNull(),
    pickupLocation: jsonb('pickup_location').$type<TripPlace>().notNull(),
    destinationLocation: jsonb('destination_location').$type<TripPlace>().notNull(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    rentalType: text('rental_type').$type<TripTypeValue>().notNull(),
    estimatedHours: doublePrecision('estimated_hours').notNull(),
    distance: doublePrecision('distance').notNull(),
    subtotal: integer('subtotal').notNull(),
    vehicleDiscount: integer('vehicle_discount').notNull(),
    providerDiscount: integer('provider_discount').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    tax: integer('tax').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    total: integer('total').notNull(),
    walletAmount: integer('wallet_amount').notNull().default(0),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    contactPersonEmail: text('contact_person_email'),
    tripNote: text('trip_note'),
    cancellationReason: text('cancellation_reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the body booked with the key: a retry with another body is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    statusTimes: jsonb('status_times').$type<Partial<Record<TripStatusValue, string>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trips_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    index('trips_user_idx').on(t.userId, t.createdAt),
    index('trips_guest_idx').on(t.guestId, t.createdAt),
    index('trips_status_idx').on(t.status),
    uniqueIndex('trips_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.userId} IS NOT NULL AND ${t.idempotencyKey} IS NOT NULL`),
    uniqueIndex('trips_guest_idempotency_key')
      .on(t.guestId, t.idempotencyKey)
      .where(sql`${t.guestId} IS NOT NULL AND ${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** A snapshot of each vehicle booked, with the window it holds (copied for availability reads). */
export const tripVehicles = pgTable(
  'trip_vehicles',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    fare: integer('fare').notNull(),
    discount: integer('discount').notNull(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** false once the trip stops running (completed, canceled, failed): the units are free. */
    holding: boolean('holding').notNull().default(true),
  },
  (t) => [
    index('trip_vehicles_trip_idx').on(t.tripId),
    index('trip_vehicles_holding_idx')
      .on(t.vehicleId, t.pickupTime, t.endTime)
      .where(sql`${t.holding}`),
  ],
);

/** A signed-in customer's favourite vehicles and providers (exactly one per row). */
export const rentalWishlist = pgTable(
  'rental_wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rental_wishlist_one_target', sql`(${t.vehicleId} IS NULL) <> (${t.providerId} IS NULL)`),
    uniqueIndex('rental_wishlist_vehicle_key')
      .on(t.userId, t.vehicleId)
      .where(sql`${t.vehicleId} IS NOT NULL`),
    uniqueIndex('rental_wishlist_provider_key')
      .on(t.userId, t.providerId)
      .where(sql`${t.providerId} IS NOT NULL`),
  ],
);

/**
 * Reviews of a vehicle, shown on the vehicle and provider pages: demo data, and customers' reviews
 * after a completed trip (trip_id set; once per vehicle of a trip).
 */
export const vehicleReviews = pgTable(
  'vehicle_reviews',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_reviews_vehicle_idx').on(t.vehicleId, t.createdAt),
    uniqueIndex('vehicle_reviews_trip_vehicle_key')
      .on(t.tripId, t.vehicleId)
      .where(sql`${t.tripId} IS NOT NULL`),
  ],
);
