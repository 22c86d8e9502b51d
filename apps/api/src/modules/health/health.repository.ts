import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const PING_TIMEOUT_MS = 2_000;

/** Resolves when the database answers `select 1`; rejects on error or after the timeout. */
export async function pingDatabase(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
