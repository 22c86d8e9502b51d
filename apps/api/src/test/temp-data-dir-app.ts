import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export type TempDataDirApp = { t: TestApp; dataDir: string };

/**
 * One test app for the file (with `env`) whose uploads go to a fresh temporary folder
 * (`<prefix>XXXXXX`), removed after the file. Read the fields inside tests or hooks declared
 * after this call.
 */
export function useTempDataDirApp(
  prefix: string,
  env: Record<string, string> = {},
): TempDataDirApp {
  const app = {} as TempDataDirApp;
  beforeAll(async () => {
    app.dataDir = await mkdtemp(join(tmpdir(), prefix));
    app.t = await createTestApp({ env: { DATA_DIR: app.dataDir, ...env } });
  });
  afterAll(async () => {
    await app.t.close();
    await rm(app.dataDir, { recursive: true, force: true });
  });
  return app;
}
