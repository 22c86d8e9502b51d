import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Whether the handle is a transaction's (one connection) rather than the pool's. */
export function isTransaction(db: Database): boolean {
  return is(db, PgTransaction);
}
