// Starting the API and the storefront as child processes, shared by `npm start` and the e2e server.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundle, ensureApiBuilt } from '../../apps/api/scripts/build.mjs';

export { ensureApiBuilt };
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => `${repoRoot}node_modules/.bin/${name}`;

export function isWebBuilt() {
  return existsSync(`${repoRoot}apps/web/.next/BUILD_ID`);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function buildWeb() {
  return run(bin('next'), ['build'], { cwd: `${repoRoot}apps/web` });
}

/**
 * The API (its primary process, which starts the embedded PostgreSQL server when DATABASE_URL
 * is unset): the built bundle, or the TypeScript sources under `tsx watch` for development.
 * Call ensureApiBuilt first unless watching. `webUrl` is the storefront's address: the API sends
 * customers back there from the demo gateway and accepts wallet callbacks only on it (WEB_URL).
 */
export function startApi({ port, dataDir, publicUrl, webUrl, watch = false, env = {} }) {
  const dataDirEnv = dataDir === undefined ? {} : { DATA_DIR: dataDir };
  const webUrlEnv = webUrl === undefined ? {} : { WEB_URL: webUrl };
  const [command, args] = watch
    ? [bin('tsx'), ['watch', 'apps/api/src/server.ts']]
    : [process.execPath, [apiBundle]];
  return spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      ...dataDirEnv,
      PUBLIC_URL: publicUrl,
      ...webUrlEnv,
      ...env,
    },
  });
}

/**
 * A fresh folder for a throwaway API's embedded database, and a function that deletes it. As
 * root the database server runs as the user `postgres`, which must be able to enter it.
 */
export function temporaryDataDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The storefront's own server (apps/web/server.mjs: Next.js behind the client-address step). */
export function startWeb({ port, apiUrl, dev = false, env = {} }) {
  return spawn(process.execPath, ['server.mjs', ...(dev ? ['--dev'] : [])], {
    cwd: `${repoRoot}apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_URL: apiUrl, PORT: String(port), WEB_HOST: '127.0.0.1', ...env },
  });
}

export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited early`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops every child on Ctrl-C or SIGTERM, and exits when any of them dies. */
export function superviseChildren(children) {
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children) {
    child.on('exit', (code) => {
      stop();
      process.exitCode = code ?? 0;
    });
  }
}
