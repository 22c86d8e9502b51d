import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import type { Caller } from '../auth/caller';

function ownedBy(owner: Caller) {
  return owner.kind === 'customer'
    ? eq(prescriptions.userId, owner.userId)
    : eq(prescriptions.guestId, owner.guestId);
}

export async function insertPrescription(db: Database, owner: Caller, uploadId: string) {
  await db.insert(prescriptions).values({
    uploadId,
    userId: owner.kind === 'customer' ? owner.userId : null,
    guestId: owner.kind === 'guest' ? owner.guestId : null,
  });
}

/** Of `ids`, those the owner uploaded and no order holds yet. */
export async function selectFreePrescriptionIds(
  db: Database,
  owner: Caller,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: prescriptions.uploadId })
    .from(prescriptions)
    .where(
      and(ownedBy(owner), isNull(prescriptions.orderId), inArray(prescriptions.uploadId, [...ids])),
    );
  return rows.map((row) => row.id);
}

/**
 * Gives the owner's free prescriptions among `ids` to the order, in one conditional update: two
 * places racing for the same image cannot both take it. Answers the ids taken.
 */
export async function attachPrescriptions(
  tx: Database,
  owner: Caller,
  ids: readonly string[],
  orderId: number,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(prescriptions)
    .set({ orderId })
    .where(
      and(ownedBy(owner), isNull(prescriptions.orderId), inArray(prescriptions.uploadId, [...ids])),
    )
    .returning({ id: prescriptions.uploadId });
  return rows.map((row) => row.id);
}

export async function selectOrderPrescriptionIds(db: Database, orderId: number) {
  const rows = await db
    .select({ id: prescriptions.uploadId })
    .from(prescriptions)
    .where(eq(prescriptions.orderId, orderId))
    .orderBy(asc(prescriptions.createdAt), asc(prescriptions.uploadId));
  return rows.map((row) => row.id);
}
