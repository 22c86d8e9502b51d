import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  dialect: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when a URL is given, else PGlite stored under dataDir (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection drops (server restart, DROP DATABASE ... FORCE in tests) is
    // emitted here; the pool discards it and the next query opens a new one. Without a listener
    // the event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, dialect: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, dialect: 'pglite', close: () => client.close() };
}
