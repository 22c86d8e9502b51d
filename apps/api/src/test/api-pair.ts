import { buildApp } from '../app';
import type { App } from '../app-types';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from './test-app';

/** Two API instances on one database, as two worker processes would be. */
export type ApiPair = { first: TestApp; second: App; close: () => Promise<void> };

/**
 * A test app with `env`, and a second instance on its database and env with a pool of its own;
 * `close` closes the second, its pool, then the first.
 */
export async function openApiPair(env: Record<string, string> = {}): Promise<ApiPair> {
  const first = await createTestApp({ env });
  const secondDb = openDatabase({ url: first.url });
  const second = await buildApp({ db: secondDb.db, env: first.env });
  await second.ready();
  const close = async () => {
    await second.close();
    await secondDb.close();
    await first.close();
  };
  return { first, second, close };
}
