/**
 * `npm run seed [-- --scale N]`: opens the database from the environment (DATABASE_URL, else
 * PGlite under DATA_DIR, relative to the repository root), applies the migrations, seeds the demo
 * data if missing, tops the catalogue up to N generated items, and prints what it did.
 */
import { loadEnv } from '../../env';
import { resolveDataDir } from '../../lib/repository-root';
import { openDatabase } from '../client';
import { applyMigrations } from '../migrate';
import { seedDemoData } from './seed-demo';
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
  const dataDir = resolveDataDir(env.DATA_DIR);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const where =
    handle.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  console.log(`seed: ${where}`);
  try {
    let t = performance.now();
    await applyMigrations(handle);
    console.log(`migrations applied in ${Math.round(performance.now() - t)} ms`);
    t = performance.now();
    const result = await seedDemoData(handle.db, { scale, log: (m) => console.log(`  ${m}`) });
    const ms = Math.round(performance.now() - t);
    console.log(
      `${result.seeded ? 'demo data seeded' : 'demo data already present'}` +
        `${scale ? `, ${result.generatedItems} generated items added` : ''} in ${ms} ms`,
    );
    const counts = await countRows(handle.db);
    console.log(
      Object.entries(counts)
        .map(([k, v]) => `  ${k.padEnd(22)} ${v}`)
        .join('\n'),
    );
    console.log('demo customer: demo@example.com / +15550000001, password demo1234');
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
