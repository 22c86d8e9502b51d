import { buildApp } from '../app';
import type { App, AppDeps } from '../app-types';
import { type Env, loadEnv } from '../env';
import { createTestDatabase, type TestDatabase } from './test-database';
import { trackTestServices } from './test-services';

export const TEST_PUBLIC_URL = 'http://api.test';

/** `deps`: what the app hands its features (its database, env and services), for direct calls. */
export type TestApp = TestDatabase & { app: App; env: Env; deps: AppDeps };

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
  const app = await buildApp({ db: database.db, env, databaseUrl: database.url });
  const untrack = trackTestServices(database.db, app.services);
  options.configure?.(app);
  await app.ready();
  return {
    ...database,
    app,
    env,
    deps: { db: database.db, env, ...app.services },
    async close() {
      untrack();
      await app.close();
      await database.close();
    },
  };
}
