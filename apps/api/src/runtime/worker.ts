import { pino } from 'pino';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { apiLoggerOptions } from '../lib/log-options';
import { startHousekeeping } from '../modules/housekeeping/start-housekeeping';
import { startOrderSimulator } from '../modules/order-tracking/order-simulator';
import { onShutdownSignal } from './on-shutdown-signal';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One HTTP worker: a pool on the database the primary prepared (DATABASE_URL, set by the
 * primary), the app, and listening on HOST:PORT (node:cluster shares the port between workers).
 */
export async function runWorker(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error('a worker needs DATABASE_URL from the primary');
  const logger = pino(apiLoggerOptions(env.LOG_LEVEL));
  const handle = openDatabase({ url: env.DATABASE_URL });
  const app = await buildApp({ db: handle.db, env, logger, databaseUrl: env.DATABASE_URL });
  // Demo mode: moves new orders along so tracking shows progress (ORDER_SIMULATOR, docs). The
  // primary leaves it on in one worker only.
  const simulator = startOrderSimulator({ db: handle.db, env, logger, ...app.services });
  // Expired idempotency keys, unused guests (docs/security.md, "Data kept") and uploads nothing
  // took (docs/uploads.md).
  const housekeeping = startHousekeeping({
    db: handle.db,
    env,
    clock: app.services.clock,
    logger,
  });

  onShutdownSignal(
    async (reason) => {
      logger.debug({ reason }, 'worker stopping');
      try {
        await simulator.stop();
        await housekeeping.stop();
        await app.close();
        await handle.close();
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'error while stopping the worker');
        process.exit(1);
      }
    },
    {
      graceMs: SHUTDOWN_GRACE_MS,
      onTimeout: () => logger.error('worker shutdown took too long; exiting'),
      // `disconnect`: the primary is gone (killed), so nothing would stop this worker.
      events: ['SIGINT', 'SIGTERM', 'disconnect'],
    },
  );

  await app.listen({ host: env.HOST, port: env.PORT });
}
