import { buildApp } from '../app';
import type { App } from '../app-types';
import { type Env, loadEnv } from '../env';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://api.test';

export type TestApp = TestDatabase & { app: App; env: Env };

export function createTestEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    ...overrides,
  });
}

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Extra routes for a test (registered before the app is ready). */
  configure?: (app: App) => void;
};

/** The real app over a fresh test database; call `close` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = createTestEnv(options.env);
  const app = await buildApp({ db: database.db, env });
  options.configure?.(app);
  await app.ready();
  return {
    ...database,
    app,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
