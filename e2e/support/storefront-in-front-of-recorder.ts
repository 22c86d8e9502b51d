import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What the storefront sent upstream: one entry per request the recorder received. */
export type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

export type StorefrontOnRecorder = {
  url: string;
  received: RecordedRequest[];
  stop: () => Promise<void>;
};

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the storefront exited with ${child.exitCode}`);
    try {
      // Any answer will do, a 404 too: it only shows the storefront is listening.
      await fetch(`${url}/api/v1/ready-probe`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the storefront at ${url} did not answer within a minute`);
}

/**
 * The built storefront, started the way `npm start` starts it (scripts/lib/services.mjs
 * `startWeb`), in front of a stand-in API that records every request and answers `{}`: what the
 * storefront tells the API about its callers, seen from the API's side.
 */
export async function startStorefrontOnRecorder(
  env: Record<string, string> = {},
): Promise<StorefrontOnRecorder> {
  const received: RecordedRequest[] = [];
  const recorder = createServer((request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
  const apiUrl = `http://127.0.0.1:${await listen(recorder)}`;
  const port = await freePort();
  const start = `import('./scripts/lib/services.mjs').then(({ startWeb }) => startWeb(${JSON.stringify(
    { port, apiUrl, env },
  )}))`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', start], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await once(child, 'exit');
    }
    await new Promise((resolve) => recorder.close(resolve));
  };
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, received, stop };
}
