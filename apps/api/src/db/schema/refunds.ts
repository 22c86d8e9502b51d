import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** A customer's refund request on a delivered order: one per order, with the reason given. */
export const refundRequests = pgTable('refund_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
