import type { LineVariation } from '@marketplace/domain/cart/line-variation';
import { sql } from 'drizzle-orm';
import {
  check,
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

/**
 * One line of a normal cart. A line belongs to a customer or to a guest (exactly one), within one
 * module. No price is stored: every answer prices the line from the item as it is now.
 * `variation_key` is the canonical form of the chosen variation, so "the same item and variation"
 * is a unique index and concurrent adds cannot create two lines.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    storeId: integer('store_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    model: text('model').$type<'Item' | 'ItemCampaign'>().notNull(),
    quantity: integer('quantity').notNull(),
    variation: jsonb('variation').$type<LineVariation>().notNull(),
    variationKey: text('variation_key').notNull(),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    addOnQtys: jsonb('add_on_qtys').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('cart_lines_user_line_key')
      .on(t.userId, t.moduleId, t.itemId, t.model, t.variationKey)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('cart_lines_guest_line_key')
      .on(t.guestId, t.moduleId, t.itemId, t.model, t.variationKey)
      .where(sql`${t.guestId} IS NOT NULL`),
    index('cart_lines_item_idx').on(t.itemId),
  ],
);
