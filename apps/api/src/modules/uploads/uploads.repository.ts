import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets, uploads } from '../../db/schema/uploads';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Database, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload not inserted');
  return row;
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export async function deleteUploadRow(db: Database, id: string): Promise<UploadRow | null> {
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
  return row ?? null;
}

/**
 * Marks `ids` as kept by a feature, inside the feature's transaction (the first time only), and
 * answers the ids that still exist. Each row is locked, in id order, before the sweep can take
 * it: a sweep that took it first makes it missing here (once the sweep commits), and a sweep
 * coming later skips it while this transaction runs and sees it attached afterwards.
 */
export async function markUploadsAttached(tx: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const locked = tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]))
    .orderBy(asc(uploads.id))
    .for('update');
  const rows = await tx
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, now())` })
    .where(inArray(uploads.id, locked))
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes up to `batch` uploads never attached and made before `cutoff` (isUploadOrphaned), in
 * one statement, and answers their storage keys for the files to go after it commits. Rows
 * another transaction holds (an attach in progress, another sweep) are skipped, so two sweeps
 * never take the same row and never wait for each other; the outer condition is checked again on
 * the locked row.
 */
export async function deleteOrphanedUploads(
  db: Database,
  cutoff: Date,
  batch: number,
): Promise<{ id: string; storageKey: string }[]> {
  const orphans = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.createdAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .delete(uploads)
    .where(and(inArray(uploads.id, orphans), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
}

/** The named secret, made from `candidate` by whichever worker asks first. */
export async function getOrCreateSecret(
  db: Database,
  name: string,
  candidate: string,
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
