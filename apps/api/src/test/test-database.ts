import { randomUUID } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import * as schema from '../db/schema/index';
import { databaseUrl, runAdminSql } from './admin-sql';
import { forgetTestState } from './test-services';

export type TestDatabase = {
  db: Database;
  /** The database's connection string, for a second app instance on the same database. */
  url: string;
  /** Empties every table (ids restart) and drops cached reads, for a clean test. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

const ALL_TABLES = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []))
  .join(', ');

/**
 * A fresh, migrated database for one test file: a clone of the run's template database
 * (global-setup.ts) on the embedded server, or on TEST_DATABASE_URL's; dropped on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { serverUrl, template, strategy } = inject('testDatabases');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await runAdminSql(
    serverUrl,
    `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY ${strategy}`,
  );
  const url = databaseUrl(serverUrl, name);
  const handle = openDatabase({ url });
  const { db } = handle;
  return {
    db,
    url,
    async close() {
      await handle.close();
      await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
    async reset() {
      await db.execute(sql.raw(`TRUNCATE ${ALL_TABLES} RESTART IDENTITY CASCADE`));
      forgetTestState(db);
    },
  };
}
