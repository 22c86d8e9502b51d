import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { uploads } from './uploads';

/** Registered customers. Wallet in minor units. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    image: text('image'),
    /** The photo the customer uploaded (uploads facility); `image` is a seeded media path. */
    imageUploadId: text('image_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    isPhoneVerified: smallint('is_phone_verified').notNull().default(0),
    isEmailVerified: smallint('is_email_verified').notNull().default(0),
    status: smallint('status').notNull().default(1),
    refCode: text('ref_code').notNull(),
    refBy: integer('ref_by'),
    walletBalance: integer('wallet_balance').notNull().default(0),
    loyaltyPoint: integer('loyalty_point').notNull().default(0),
    loginMedium: text('login_medium').notNull().default('manual'),
    socialId: text('social_id'),
    interest: jsonb('interest').$type<number[]>().notNull().default([]),
    /** /settings, saved for the account: null until the customer picks one. */
    language: text('language'),
    theme: text('theme').$type<'light' | 'dark'>(),
    /** 1: order and offer notifications wanted (the default); 0: not. */
    notificationStatus: smallint('notification_status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_ref_code_key').on(t.refCode),
  ],
);

/** A guest is an unguessable server-issued id, never a sequence. */
/**
 * Guest ids the server issued. One with no row anywhere else (cart, orders, trips, ...) is
 * deleted GUEST_EXPIRY_DAYS after it was issued (modules/housekeeping); the index serves that.
 */
export const guests = pgTable(
  'guests',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guests_created_idx').on(t.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

/** Every loyalty point movement, signed, with the balance after it (users.loyalty_point holds it). */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<'order_earn' | 'wallet_transfer' | 'admin_bonus'>().notNull(),
    /** Minor units credited to the wallet by a transfer. */
    walletAmount: integer('wallet_amount'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_point_transactions_user_idx').on(t.userId, t.createdAt),
    check('loyalty_point_transactions_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);
