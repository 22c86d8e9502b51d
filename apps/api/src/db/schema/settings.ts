import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business settings (the `config` endpoint): one row per key, seeded, edited by operators. */
export const businessSettings = pgTable('business_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Generated demo images (SVG) and any uploaded media, served under /images/{path}. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
