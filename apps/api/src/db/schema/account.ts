import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './customers';
import { orders } from './orders';

/**
 * One row per referred customer whose first completed order earned their referrer the reward.
 * The primary key on the referee is what makes the reward once-only: two orders delivered at the
 * same moment race on this insert and only one of them pays.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    refereeId: integer('referee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Minor units credited to the referrer's wallet. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId)],
);

/**
 * A wallet top-up bonus the business runs (GET /customer/wallet/bonuses): a top-up of at least
 * `minimumAddAmount` earns `bonusAmount` percent of it (capped at `maximumBonusAmount` when above
 * 0) or `bonusAmount` minor units, between its start and end dates (inclusive, UTC).
 */
export const walletBonuses = pgTable(
  'wallet_bonuses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bonusType: text('bonus_type').$type<'percent' | 'amount'>().notNull(),
    /** A percent (whole number) for `percent`, minor units for `amount`. */
    bonusAmount: integer('bonus_amount').notNull(),
    /** Minor units. */
    minimumAddAmount: integer('minimum_add_amount').notNull().default(0),
    /** Minor units; 0 means no cap. */
    maximumBonusAmount: integer('maximum_bonus_amount').notNull().default(0),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    check('wallet_bonuses_type', sql`${t.bonusType} IN ('percent', 'amount')`),
    check('wallet_bonuses_amount_positive', sql`${t.bonusAmount} > 0`),
  ],
);
