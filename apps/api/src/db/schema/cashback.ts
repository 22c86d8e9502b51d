import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers';
import { orders } from './orders';

/**
 * A cashback offer (cashback/list, getCashback): a delivered order of at least `minPurchase`
 * earns `amount` minor units (type amount) or `amount` hundredths of a percent of its total
 * (type percent, capped by `maxDiscount` when above 0) into the customer's wallet, at most
 * `sameUserLimit` times per customer (null: no limit), between two local dates (both included).
 */
export const cashbackOffers = pgTable(
  'cashback_offers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cashbackType: text('cashback_type').$type<'amount' | 'percent'>().notNull(),
    amount: integer('amount').notNull(),
    minPurchase: integer('min_purchase').notNull().default(0),
    maxDiscount: integer('max_discount').notNull().default(0),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    sameUserLimit: integer('same_user_limit'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [check('cashback_offers_amount', sql`${t.amount} >= 0`)],
);

/** The cashback a delivered order earned: one row per order, so it is credited once. */
export const cashbackCredits = pgTable('cashback_credits', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id')
    .notNull()
    .references(() => cashbackOffers.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
