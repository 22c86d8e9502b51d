import { getOrphanCutoff } from '@marketplace/domain/uploads/orphaned-upload';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { getFileStorage } from './create-file-storage';
import { deleteOrphanedUploads } from './uploads.repository';

/** Rows per statement, so no sweep holds its locks for long. */
const BATCH = 500;

export type UploadSweep = {
  /** Uploads removed (record and file). */
  uploads: number;
  /** Storage keys whose file could not be deleted after their record went (logged). */
  filesLeft: string[];
};

/**
 * Removes the uploads nothing ever took once their UPLOAD_GRACE_HOURS are over (decision 0053):
 * each batch's records go first, in one committed statement, and only then their files, so an
 * attach racing the sweep either keeps the record (and the file) or finds it gone and refuses;
 * it can never hold a record whose file is missing. Several workers may run it at once.
 */
export async function sweepOrphanedUploads(
  deps: { db: Database; env: Env },
  now: Date,
): Promise<UploadSweep> {
  const cutoff = getOrphanCutoff(now, deps.env.UPLOAD_GRACE_HOURS);
  const storage = getFileStorage(deps.env);
  const result: UploadSweep = { uploads: 0, filesLeft: [] };
  for (;;) {
    const removed = await deleteOrphanedUploads(deps.db, cutoff, BATCH);
    for (const { storageKey } of removed) {
      // The record is gone already; a file left behind is only disk space, reported for a human.
      await storage.delete(storageKey).catch(() => result.filesLeft.push(storageKey));
    }
    result.uploads += removed.length;
    if (removed.length < BATCH) return result;
  }
}
