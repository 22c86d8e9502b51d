import { eq } from 'drizzle-orm';
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
