import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { applyMigrations } from '../db/migrate';
import { databaseUrl, runAdminSql } from './admin-sql';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files clone their databases from (test-database.ts). */
    testDatabases: { serverUrl: string; template: string; strategy: 'FILE_COPY' | 'WAL_LOG' };
  }
}

const TestEnvSchema = z.object({ TEST_DATABASE_URL: z.string().url().optional() });

/**
 * Once per run of the API suite: a PostgreSQL server (the embedded one in a temporary folder,
 * or TEST_DATABASE_URL's) and a template database with the migrations applied. Every test file
 * then clones the template (CREATE DATABASE … TEMPLATE), which is much faster than migrating.
 */
export default async function setup(project: TestProject) {
  const { TEST_DATABASE_URL } = TestEnvSchema.parse(process.env);
  let serverUrl: string;
  let stopServer = async () => {};
  // Copying the template's files is the faster clone when the server skips fsync (embedded,
  // not durable); on a durable server it forces checkpoints, so WAL_LOG, the default, is faster.
  let strategy: 'FILE_COPY' | 'WAL_LOG' = 'WAL_LOG';
  if (TEST_DATABASE_URL) {
    serverUrl = TEST_DATABASE_URL;
  } else {
    strategy = 'FILE_COPY';
    const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-test-pg-'));
    await chmod(dataDir, 0o755); // as root the server runs as `postgres`, which must reach it
    const server = await startEmbeddedPostgres({ dataDir, durable: false, maxConnections: 300 });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const template = `test_template_${process.pid}_${Date.now()}`;
  try {
    await runAdminSql(serverUrl, `CREATE DATABASE "${template}"`);
    const handle = openDatabase({ url: databaseUrl(serverUrl, template), maxConnections: 1 });
    await applyMigrations(handle.db).finally(() => handle.close());
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('testDatabases', { serverUrl, template, strategy });

  return async () => {
    await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await stopServer();
  };
}
