import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers';

/**
 * Every uploaded file (modules/uploads): the bytes are in the file storage under `storage_key`;
 * the row says what they are and who may read them. `id` is the public name (`{uuid}.{ext}`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    /** What the file is for: profile_photo, chat_image, prescription, partner_document, ... */
    purpose: text('purpose').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** public: anyone with the link; owner: the owner, or a signed link the API hands out. */
    access: text('access').$type<'public' | 'owner'>().notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a feature first kept the file with its own row (an order, a message, a review, a
     * profile, an application); null until then. Never-attached uploads past UPLOAD_GRACE_HOURS
     * are removed by the housekeeping sweep (decision 0053).
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    check('uploads_access_check', sql`${t.access} in ('public', 'owner')`),
    index('uploads_owner_idx').on(t.ownerUserId),
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} IS NULL`),
  ],
);

/** Keys the API makes for itself on first use (shared by every worker, kept across restarts). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
