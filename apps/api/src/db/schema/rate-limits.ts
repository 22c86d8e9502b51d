import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every API process (rate-limiter-flexible's RateLimiterPostgres
 * layout): `key` is `<rule>:<subject>`, `points` the events counted in the window, `expire` the
 * window's end in epoch milliseconds. Decision 0024.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
