import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads } from '../../../db/schema/uploads';
import type { TestApp } from '../../../test/test-app';
import { sweepOrphanedUploads } from '../sweep-orphaned-uploads';

const HOUR_MS = 60 * 60 * 1000;

/** The app's clock moved on by `hours` (default: one hour past the grace), without sleeping. */
export function hoursFromNow(t: TestApp, hours = t.env.UPLOAD_GRACE_HOURS + 1): Date {
  return new Date(t.deps.clock.now().getTime() + hours * HOUR_MS);
}

/** The upload sweep as the housekeeping round runs it, at `at` (default: past the grace). */
export function sweepUploadsAt(t: TestApp, at = hoursFromNow(t), db: Database = t.db) {
  return sweepOrphanedUploads({ db, env: t.env }, at);
}

/** The upload's storage key, or null once its row is gone. */
export async function storageKeyOf(t: TestApp, id: string): Promise<string | null> {
  const [row] = await t.db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row?.key ?? null;
}

/** Whether the local storage under `dataDir` holds the file of `key`. */
export async function isFileStored(dataDir: string, key: string): Promise<boolean> {
  return access(join(dataDir, 'uploads', key)).then(
    () => true,
    () => false,
  );
}
