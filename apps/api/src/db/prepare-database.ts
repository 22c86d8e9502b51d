import { openDatabase } from './client';
import { applyMigrations } from './migrate';
import { type SeedOptions, type SeedResult, seedDemoData } from './seed/seed-demo';

/**
 * Brings the database up to date before the app serves: the migrations, then the demo seed when
 * asked (it does nothing if the demo data is already there). Runs once, in one process.
 */
export async function prepareDatabase(
  url: string,
  options: { seed: boolean } & SeedOptions,
): Promise<SeedResult | null> {
  const handle = openDatabase({ url, maxConnections: 2 });
  try {
    await applyMigrations(handle.db);
    return options.seed ? await seedDemoData(handle.db, options) : null;
  } finally {
    await handle.close();
  }
}
