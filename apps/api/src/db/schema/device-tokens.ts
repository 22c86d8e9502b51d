import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers';

/**
 * A push device token (customer/cm-firebase-token): one row per device, owned by the customer
 * who registered it last (a shared device signed in with another account moves to that account).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);
