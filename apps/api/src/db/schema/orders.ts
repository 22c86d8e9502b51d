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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { users } from './customers';
import { modules } from './modules';
import { parcelCategories } from './parcel';
import { coupons } from './promotions';
import { trips } from './rental';
import { stores } from './stores';

export type AddressType = 'home' | 'office' | 'other';

/** A signed-in customer's saved delivery addresses; zone ids are computed from the point. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    addressType: text('address_type').$type<AddressType>().notNull(),
    addressLabel: text('address_label'),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    house: text('house'),
    floor: text('floor'),
    road: text('road'),
    additionalInformation: text('additional_information'),
    zoneIds: jsonb('zone_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_user_idx').on(t.userId)],
);

export type OrderStatusValue =
  | 'pending'
  | 'confirmed'
  | 'processing'
  | 'handover'
  | 'picked_up'
  | 'delivered'
  | 'canceled'
  | 'failed'
  | 'refund_requested'
  | 'refunded';

export type OrderAddressSnapshot = {
  address: string;
  latitude: number;
  longitude: number;
  house: string | null;
  floor: string | null;
  road: string | null;
  additionalInformation: string | null;
  addressType: string | null;
};

/** A parcel's receiver, frozen at placing (the sender is the order's delivery_address). */
export type ParcelReceiverSnapshot = {
  contactPersonName: string;
  contactPersonNumber: string;
  address: string;
  latitude: number;
  longitude: number;
  house: string | null;
  floor: string | null;
  road: string | null;
};

/**
 * An order belongs to a customer or a guest (exactly one). A store order has a store and lines;
 * a parcel (order_type parcel, issue 16) has no store: its delivery_address is the sender's
 * pickup point and receiver_details where it goes. Every amount is the server's, in
 * minor units, frozen at placing. `idempotency_key` makes a retried place return the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * The order's public name in every link and in tracking: 32 random hex characters (122 bits),
     * drawn by the database for every order however it is placed; the id stays internal.
     */
    reference: text('reference').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    storeId: integer('store_id').references(() => stores.id),
    zoneId: integer('zone_id').notNull(),
    orderType: text('order_type').$type<'delivery' | 'take_away' | 'parcel'>().notNull(),
    status: text('status').$type<OrderStatusValue>().notNull().default('pending'),
    paymentMethod: text('payment_method')
      .$type<'cash_on_delivery' | 'digital_payment' | 'wallet'>()
      .notNull(),
    paymentStatus: text('payment_status').$type<'unpaid' | 'paid' | 'failed'>().notNull(),
    subtotal: integer('subtotal').notNull(),
    itemDiscount: integer('item_discount').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull(),
    freeDeliveryReason: text('free_delivery_reason'),
    tax: integer('tax').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    additionalCharge: integer('additional_charge').notNull().default(0),
    tips: integer('tips').notNull().default(0),
    total: integer('total').notNull(),
    walletAmount: integer('wallet_amount').notNull().default(0),
    distanceMeters: integer('distance_meters'),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    orderNote: text('order_note'),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddressSnapshot | null>(),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    contactPersonEmail: text('contact_person_email'),
    parcelCategoryId: integer('parcel_category_id').references(() => parcelCategories.id),
    chargePayer: text('charge_payer').$type<'sender' | 'receiver'>(),
    receiverDetails: jsonb('receiver_details').$type<ParcelReceiverSnapshot>(),
    deliveryInstruction: text('delivery_instruction'),
    cancellationReason: text('cancellation_reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the body placed with the key: a retry with another body is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    statusTimes: jsonb('status_times').$type<Partial<Record<OrderStatusValue, string>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    uniqueIndex('orders_reference_key').on(t.reference),
    check(
      'orders_store_or_parcel',
      sql`(${t.orderType} = 'parcel') = (${t.storeId} IS NULL AND ${t.parcelCategoryId} IS NOT NULL AND ${t.receiverDetails} IS NOT NULL AND ${t.chargePayer} IS NOT NULL)`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestId, t.createdAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.userId} IS NOT NULL AND ${t.idempotencyKey} IS NOT NULL`),
    uniqueIndex('orders_guest_idempotency_key')
      .on(t.guestId, t.idempotencyKey)
      .where(sql`${t.guestId} IS NOT NULL AND ${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** A snapshot of one ordered line: what was bought at what price, whatever the item becomes. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    model: text('model').$type<'Item' | 'ItemCampaign'>().notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    discount: integer('discount').notNull(),
    price: integer('price').notNull(),
    variation: jsonb('variation').notNull(),
    /** The choice-option variation type whose stock was taken, if any. */
    variationType: text('variation_type'),
    addOns: jsonb('add_ons')
      .$type<{ id: number; name: string; price: number; quantity: number }[]>()
      .notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** One row per coupon use; the per-customer limit counts these under the coupon's row lock. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** The order or the rental trip that used it (exactly one). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_usages_one_target', sql`(${t.orderId} IS NULL) <> (${t.tripId} IS NULL)`),
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_usages_order_key').on(t.orderId),
    uniqueIndex('coupon_usages_trip_key').on(t.tripId),
  ],
);

/** Every wallet movement, signed, with the balance after it (the users row holds the balance). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind')
      .$type<
        | 'order_payment'
        | 'order_refund'
        | 'add_fund'
        | 'trip_payment'
        | 'trip_refund'
        | 'loyalty_point'
        | 'referral_reward'
        | 'add_fund_bonus'
        | 'admin_bonus'
        | 'cashback'
      >()
      .notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt)],
);

/** A payment through the built-in demo gateway; `token` names it in the payment page URL. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The order, the rental trip or the wallet top-up it pays for (exactly one). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    /** A wallet top-up: the customer whose wallet it fills (issue 14). */
    walletUserId: integer('wallet_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where a top-up sends the browser afterwards (checked to be on the storefront's origin). */
    callbackUrl: text('callback_url'),
    gateway: text('gateway').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'declined'>().notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_one_target',
      sql`num_nonnulls(${t.orderId}, ${t.tripId}, ${t.walletUserId}) = 1`,
    ),
    uniqueIndex('payments_token_key').on(t.token),
    index('payments_order_idx').on(t.orderId),
    index('payments_trip_idx').on(t.tripId),
    index('payments_wallet_user_idx').on(t.walletUserId),
  ],
);
