/**
 * Starts the API. The primary process prepares the database (embedded PostgreSQL unless
 * DATABASE_URL is set; migrations; demo seed) and forks API_WORKERS workers that serve HTTP on
 * HOST:PORT (runtime/primary.ts, runtime/worker.ts). Production runs the bundle of this file
 * (dist/server.mjs, see scripts/build.mjs). Each process loads only its own half: the primary
 * never loads the HTTP app, a worker never loads the seed.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { reportFatal } from './runtime/report-fatal';

async function main(): Promise<void> {
  if (cluster.isPrimary) {
    // Workers run this same file (the bundle in production), whatever launched the primary.
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
    const { runPrimary } = await import('./runtime/primary');
    await runPrimary();
  } else {
    const { runWorker } = await import('./runtime/worker');
    await runWorker();
  }
}

main().catch(reportFatal);
