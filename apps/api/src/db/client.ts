import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where node-postgres runs a query: the pool (any free connection) or one checked-out client. */
export type Connection = pg.Pool | pg.PoolClient;

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

// One Drizzle handle per pool or pooled client: a client's handle is made the first time a
// transaction or a prepared query runs on it, and lives as long as the client does.
const databases = new WeakMap<Connection, Database>();

/** Drizzle on `connection` (one config for the pool and its clients): queries run on it. */
export function databaseOn(connection: Connection): Database {
  let db = databases.get(connection);
  if (!db) {
    db = drizzle(connection, { schema }) as unknown as Database;
    databases.set(connection, db);
  }
  return db;
}

/** A node-postgres pool on `url`, wrapped by Drizzle. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle client whose connection drops (server restart, DROP DATABASE ... FORCE in tests) is
  // emitted here; the pool discards it and the next query opens a new one. Without a listener
  // the event would crash the process.
  pool.on('error', () => {});
  return { db: databaseOn(pool), close: () => pool.end() };
}
