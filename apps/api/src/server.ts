/**
 * Starts the API: environment → database (migrated, demo data seeded when SEED_DEMO is on)
 * → app → listen on HOST:PORT. SIGINT/SIGTERM close the server, then the database.
 */
import { pino } from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { loadEnv } from './env';
import { resolveDataDir } from './lib/repository-root';
import { startOrderSimulator } from './modules/order-tracking/order-simulator';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const dataDir = resolveDataDir(env.DATA_DIR);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  logger.info(
    {
      database: handle.dialect === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite at ${dataDir}`,
    },
    'database opened',
  );
  await applyMigrations(handle);
  if (env.SEED_DEMO) {
    const result = await seedDemoData(handle.db, { log: (msg) => logger.info(`seed: ${msg}`) });
    logger.info(
      { seeded: result.seeded },
      result.seeded ? 'demo data seeded' : 'demo data present',
    );
  }

  const app = await buildApp({ db: handle.db, env, logger });
  // Demo mode: moves new orders along so tracking shows progress (ORDER_SIMULATOR, docs).
  const simulator = startOrderSimulator({ db: handle.db, env, logger });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await simulator.stop();
      await app.close();
      await handle.close();
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
