import { randomUUID } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { z } from 'zod';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import * as schema from '../db/schema/index';
import { invalidateAllCaches } from '../lib/invalidate-all-caches';

export type TestDatabase = {
  db: Database;
  dialect: DatabaseHandle['dialect'];
  /** Empties every table (ids restart) and drops cached reads, for a clean test. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

const ALL_TABLES = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []))
  .join(', ');

const TestEnvSchema = z.object({ TEST_DATABASE_URL: z.string().url().optional() });

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a uniquely named database created on that PostgreSQL server and dropped
 * on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { TEST_DATABASE_URL } = TestEnvSchema.parse(process.env);
  return TEST_DATABASE_URL ? createPostgresDatabase(TEST_DATABASE_URL) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await applyMigrations(handle);
  return wrap(handle, () => handle.close());
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await runAdmin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await applyMigrations(handle);
  return wrap(handle, async () => {
    await handle.close();
    await runAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function wrap(handle: DatabaseHandle, close: () => Promise<void>): TestDatabase {
  const { db } = handle;
  return {
    db,
    dialect: handle.dialect,
    close,
    async reset() {
      await db.execute(sql.raw(`TRUNCATE ${ALL_TABLES} RESTART IDENTITY CASCADE`));
      invalidateAllCaches(db);
    },
  };
}
