import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './customers';
import { orders } from './orders';
import { stores } from './stores';

/**
 * A signed-in customer's conversation with one other side (issue 15): a store (vendor, store_id),
 * the delivery person of one order (delivery_man, order_id) or support (admin). At most one per
 * customer and other side, so starting a chat twice finds the first.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverType: text('receiver_type').$type<'vendor' | 'delivery_man' | 'admin'>().notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Set when the customer writes and nobody has answered yet (the demo's automatic reply). */
    awaitingReply: boolean('awaiting_reply').notNull().default(false),
    autoRepliedAt: timestamp('auto_replied_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'conversations_receiver_check',
      sql`(${t.receiverType} = 'vendor' AND ${t.storeId} IS NOT NULL AND ${t.orderId} IS NULL)
        OR (${t.receiverType} = 'delivery_man' AND ${t.orderId} IS NOT NULL AND ${t.storeId} IS NULL)
        OR (${t.receiverType} = 'admin' AND ${t.storeId} IS NULL AND ${t.orderId} IS NULL)`,
    ),
    uniqueIndex('conversations_vendor_key')
      .on(t.userId, t.storeId)
      .where(sql`${t.receiverType} = 'vendor'`),
    uniqueIndex('conversations_delivery_key')
      .on(t.userId, t.orderId)
      .where(sql`${t.receiverType} = 'delivery_man'`),
    uniqueIndex('conversations_admin_key').on(t.userId).where(sql`${t.receiverType} = 'admin'`),
    index('conversations_user_recent_idx').on(t.userId, t.lastMessageAt),
    index('conversations_awaiting_idx').on(t.id).where(sql`${t.awaitingReply}`),
  ],
);

/** One message: text and/or up to 3 images (ids of `uploads` rows, owned by the customer). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderType: text('sender_type')
      .$type<'customer' | 'vendor' | 'delivery_man' | 'admin'>()
      .notNull(),
    body: text('body').notNull(),
    uploadIds: text('upload_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Opened by the other side (the customer for answers, the operator for the customer's). */
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_unseen_idx').on(t.conversationId).where(sql`NOT ${t.isSeen}`),
  ],
);
