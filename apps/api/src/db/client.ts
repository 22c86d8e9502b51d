import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL connection string: the embedded server's or an external one. */
  url: string;
  /** Connections this process may hold (per API worker). */
  maxConnections?: number;
};

/** A node-postgres pool on `url`, wrapped by Drizzle. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle client whose connection drops (server restart, DROP DATABASE ... FORCE in tests) is
  // emitted here; the pool discards it and the next query opens a new one. Without a listener
  // the event would crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, close: () => pool.end() };
}
