import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { users } from './customers';
import { stores } from './stores';

/** A signed-in customer's favourite items and stores (spec 02 §4: the server's list is the truth). */
export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wishlist_one_target', sql`(${t.itemId} IS NULL) <> (${t.storeId} IS NULL)`),
    uniqueIndex('wishlist_item_key').on(t.userId, t.itemId).where(sql`${t.itemId} IS NOT NULL`),
    uniqueIndex('wishlist_store_key').on(t.userId, t.storeId).where(sql`${t.storeId} IS NOT NULL`),
  ],
);
