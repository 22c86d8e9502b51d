import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EMBEDDED_DATABASE } from '../../db/database-server';
import { freePort } from '../../lib/free-port';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds dist/server.mjs unless it is newer than every source (scripts/build.mjs). */
export async function buildApiBundle(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: apiRoot,
  });
}

export type BuiltApi = {
  url: string;
  /** SIGKILL to the API's whole process group: primary, workers and the PostgreSQL server. */
  killEverything: () => Promise<void>;
  /** SIGTERM to the primary, as a supervisor would stop it. */
  stop: () => Promise<void>;
};

/**
 * The built API as production runs it (node dist/server.mjs: primary, workers, embedded
 * PostgreSQL on `dataDir`), in a process group of its own so that a test can kill all of it.
 */
export async function startBuiltApi(options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<BuiltApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(apiRoot, 'dist', 'server.mjs')], {
    cwd: apiRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '0',
      ...options.env,
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit');
  await waitForHealth(url, child, () => output);
  return {
    url,
    async killEverything() {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output()}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer within 120 s:\n${output()}`);
}

/** The app's database on the running embedded server: its password file and postmaster.pid. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}
