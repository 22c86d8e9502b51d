/**
 * Starts the API. The primary process prepares the database (embedded PostgreSQL unless
 * DATABASE_URL is set; migrations; demo seed) and forks API_WORKERS workers that serve HTTP on
 * HOST:PORT (runtime/primary.ts, runtime/worker.ts). Production runs the bundle of this file
 * (dist/server.mjs, see scripts/build.mjs).
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary } from './runtime/primary';
import { reportFatal } from './runtime/report-fatal';
import { runWorker } from './runtime/worker';

// Workers run this same file (the bundle in production), whichever script launched the primary.
if (cluster.isPrimary) cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
(cluster.isPrimary ? runPrimary() : runWorker()).catch(reportFatal);
