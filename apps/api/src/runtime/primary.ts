import { pino } from 'pino';
import { type DatabaseServer, openDatabaseServer } from '../db/database-server';
import { prepareDatabase } from '../db/prepare-database';
import { loadEnv } from '../env';
import { apiLoggerOptions } from '../lib/log-options';
import { onShutdownSignal } from './on-shutdown-signal';
import { reportFatal } from './report-fatal';
import { startWorkers, type WorkerPool } from './worker-pool';

const SHUTDOWN_GRACE_MS = 20_000;
const WORKER_GRACE_MS = 12_000;
/** Each worker's pool (db/client.ts, 10) and its fan-out listener, and a few for the primary. */
const CONNECTIONS_PER_WORKER = 11;
const SPARE_CONNECTIONS = 10;

/**
 * The API's primary process: starts the embedded PostgreSQL server (unless DATABASE_URL is set),
 * migrates and seeds once, then runs API_WORKERS HTTP workers. SIGINT/SIGTERM stop the workers
 * first, then the database server.
 */
export async function runPrimary(): Promise<void> {
  const env = loadEnv();
  const logger = pino(apiLoggerOptions(env.LOG_LEVEL));
  let server: DatabaseServer | undefined;
  let workers: WorkerPool | undefined;
  let closing = false;
  const stopAll = async () => {
    closing = true;
    await workers?.stop(WORKER_GRACE_MS);
    await server?.stop();
  };
  onShutdownSignal(
    async (reason) => {
      closing = true;
      logger.info({ signal: reason }, 'shutting down');
      await stopAll().catch((err: unknown) => logger.error({ err }, 'error during shutdown'));
      process.exit(0);
    },
    { graceMs: SHUTDOWN_GRACE_MS, onTimeout: () => logger.error('shutdown took too long') },
  );

  const startedAt = performance.now();
  server = await openDatabaseServer(env, {
    maxConnections: Math.max(100, env.API_WORKERS * CONNECTIONS_PER_WORKER + SPARE_CONNECTIONS),
    log: (message) => logger.info(message),
  });
  logger.info(
    { database: server.description, ms: Math.round(performance.now() - startedAt) },
    'database server ready',
  );
  void server.exited.then(async () => {
    // A Ctrl-C reaches the server too (same process group): only a stop nobody asked for counts.
    if (closing) return;
    logger.error('the embedded PostgreSQL server stopped unexpectedly (see its log in DATA_DIR)');
    await workers?.stop(WORKER_GRACE_MS);
    process.exit(1);
  });

  try {
    const seeded = await prepareDatabase(server.url, {
      seed: env.SEED_DEMO,
      googleClientId: env.DEMO_GOOGLE_CLIENT_ID,
      log: (msg) => logger.info(`seed: ${msg}`),
    });
    if (seeded) logger.info(seeded.seeded ? 'demo data seeded' : 'demo data present');

    workers = startWorkers({
      count: env.API_WORKERS,
      env: { DATABASE_URL: server.url },
      // Timers that must run once, not once per worker: the demo order simulator.
      otherWorkersEnv: { ORDER_SIMULATOR: 'off' },
      logger,
    });
    void workers.failed.then(async (error) => {
      await stopAll();
      reportFatal(error);
    });
    await workers.ready;
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
  logger.info({ workers: env.API_WORKERS, url: `http://${env.HOST}:${env.PORT}` }, 'API listening');
}
