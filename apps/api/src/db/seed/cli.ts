/**
 * `npm run seed [-- --scale N]`: opens the database from the environment (DATABASE_URL, else the
 * embedded PostgreSQL under DATA_DIR, relative to the repository root, started for the run),
 * applies the migrations, seeds the demo data if missing, tops the catalogue up to N generated
 * items, and prints what it did.
 */
import { loadEnv } from '../../env';
import { reportFatal } from '../../runtime/report-fatal';
import { openDatabase } from '../client';
import { openDatabaseServer } from '../database-server';
import { prepareDatabase } from '../prepare-database';
import { countRows } from './stats';

function parseScale(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i < 0) return 0;
  const arg = argv[i] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  const n = Number(String(raw).replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--scale expects a whole number, got ${raw}`);
  return n;
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const env = loadEnv();
  const server = await openDatabaseServer(env);
  console.log(`seed: ${server.description}`);
  try {
    const t = performance.now();
    const result = await prepareDatabase(server.url, {
      seed: true,
      scale,
      googleClientId: env.DEMO_GOOGLE_CLIENT_ID,
      log: (m) => console.log(`  ${m}`),
    });
    const ms = Math.round(performance.now() - t);
    console.log(
      `migrations applied; ${result?.seeded ? 'demo data seeded' : 'demo data already present'}` +
        `${scale ? `, ${result?.generatedItems} generated items added` : ''} in ${ms} ms`,
    );
    const handle = openDatabase({ url: server.url, maxConnections: 1 });
    const counts = await countRows(handle.db).finally(() => handle.close());
    console.log(
      Object.entries(counts)
        .map(([k, v]) => `  ${k.padEnd(22)} ${v}`)
        .join('\n'),
    );
    console.log('demo customer: demo@example.com / +15550000001, password demo1234');
  } finally {
    await server.stop();
  }
}

main().catch(reportFatal);
