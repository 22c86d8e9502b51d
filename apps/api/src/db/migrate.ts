import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Schema } from './client';

// Next to this file in the source, next to the bundle in dist/ (the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed SQL migrations. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
}
