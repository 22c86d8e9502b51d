import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers';
import { orders } from './orders';
import { uploads } from './uploads';

/**
 * A prescription image uploaded at checkout (spec 01 §5, issue 15): whose it is (a customer or a
 * guest, exactly one) and, once placed, the one order it belongs to. The bytes and their access
 * rule are the upload's (owner-only); the store reads them through signed links with the order.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    uploadId: text('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prescriptions_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    index('prescriptions_order_idx').on(t.orderId),
  ],
);
