import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rentalWishlist } from '../../db/schema/rental';

export type WishTarget = { vehicleId: number } | { providerId: number };

function targetOf(target: WishTarget) {
  return 'vehicleId' in target
    ? eq(rentalWishlist.vehicleId, target.vehicleId)
    : eq(rentalWishlist.providerId, target.providerId);
}

/** Adds a favourite; adding it twice keeps one row (the unique index decides). */
export async function insertWish(db: Database, userId: number, target: WishTarget): Promise<void> {
  await db
    .insert(rentalWishlist)
    .values({
      userId,
      vehicleId: 'vehicleId' in target ? target.vehicleId : null,
      providerId: 'providerId' in target ? target.providerId : null,
    })
    .onConflictDoNothing();
}

export async function deleteWish(
  db: Database,
  userId: number,
  target: WishTarget,
): Promise<number> {
  const removed = await db
    .delete(rentalWishlist)
    .where(and(eq(rentalWishlist.userId, userId), targetOf(target)))
    .returning({ id: rentalWishlist.id });
  return removed.length;
}

/** The customer's favourite vehicle and provider ids, newest first. */
export async function selectWishes(db: Database, userId: number) {
  const rows = await db
    .select({ vehicleId: rentalWishlist.vehicleId, providerId: rentalWishlist.providerId })
    .from(rentalWishlist)
    .where(eq(rentalWishlist.userId, userId))
    .orderBy(desc(rentalWishlist.createdAt), desc(rentalWishlist.id));
  return {
    vehicleIds: rows.flatMap((row) => (row.vehicleId === null ? [] : [row.vehicleId])),
    providerIds: rows.flatMap((row) => (row.providerId === null ? [] : [row.providerId])),
  };
}
