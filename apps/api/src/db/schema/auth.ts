import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './customers';

/**
 * Bearer tokens of signed-in customers. Only a SHA-256 of the token is kept, so a leaked table
 * does not sign anyone in; logout sets `revoked_at`.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_key').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One-time codes (spec 02 §9: 6 digits, 60 s resend cooldown). One row per purpose and contact:
 * sending again replaces the code. Only a salted SHA-256 of the code is kept. `attempts` counts
 * tries at the current code; at the limit `blocked_until` is set and the code is dead.
 * `user_id` is the account the code signs into when it was sent for one (or the social account
 * a phone is being attached to).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'sign_in' | 'reset' | 'profile_change'>().notNull(),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('otp_codes_purpose_target_key').on(t.purpose, t.target)],
);

/**
 * Messages the local SMS/e-mail provider "sends": the demo and tests read codes from here. Only
 * written when no real provider is configured for the channel.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the message is useless (its code expired): deleted by the next write after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('notification_outbox_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Short-lived, single-purpose tickets that let a half-signed-in customer finish a step (the
 * user_info step after a first OTP or social sign-in). Stored as a SHA-256 like access tokens.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_tickets_hash_key').on(t.tokenHash)],
);

/** A Google, Facebook or Apple identity linked to a customer (one customer may have several). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medium: text('medium').$type<'google' | 'facebook' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_medium_subject_key').on(t.medium, t.subject),
    index('social_accounts_user_idx').on(t.userId),
  ],
);
