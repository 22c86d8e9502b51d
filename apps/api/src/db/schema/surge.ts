import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { zones } from './geo';

/**
 * A zone's surge price (get-surge-price): an extra on the delivery fee in a time window, every
 * day, on some weekdays, or between two dates, for some of the zone's modules (none listed: all).
 * `price` is minor units for `amount`, hundredths of a percent for `percent`. Dates and times are
 * local to the store (the business's zone when no store is involved).
 */
export const surgePrices = pgTable(
  'surge_prices',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    moduleIds: jsonb('module_ids').$type<number[]>().notNull().default([]),
    priceType: text('price_type').$type<'amount' | 'percent'>().notNull(),
    price: integer('price').notNull(),
    durationType: text('duration_type').$type<'daily' | 'weekly' | 'custom'>().notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    startDate: text('start_date'),
    endDate: text('end_date'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    customerNote: text('customer_note'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    index('surge_prices_zone_idx').on(t.zoneId),
    check('surge_prices_price', sql`${t.price} >= 0`),
  ],
);
