import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  }
}
