import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer of a money-moving request sent with an Idempotency-Key, for the endpoints
 * whose own rows cannot carry the key (wallet top-up, point transfer): written in the request's
 * own transaction, so a key is remembered only for work that happened. Kept 24 hours
 * (lib/idempotency.ts); `owner` is `user:<id>` or `guest:<id>`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key').on(t.endpoint, t.owner, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
