import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wishlist } from '../../db/schema/wishlist';

export type WishTarget = { itemId: number } | { storeId: number };

function targetOf(target: WishTarget) {
  return 'itemId' in target
    ? eq(wishlist.itemId, target.itemId)
    : eq(wishlist.storeId, target.storeId);
}

/** Adds a favourite; adding it twice keeps one row (the unique index decides, also under races). */
export async function insertWish(db: Database, userId: number, target: WishTarget): Promise<void> {
  await db
    .insert(wishlist)
    .values({
      userId,
      itemId: 'itemId' in target ? target.itemId : null,
      storeId: 'storeId' in target ? target.storeId : null,
    })
    .onConflictDoNothing();
}

/** Removes the caller's own favourite only. */
export async function deleteWish(db: Database, userId: number, target: WishTarget): Promise<void> {
  await db.delete(wishlist).where(and(eq(wishlist.userId, userId), targetOf(target)));
}

/** The customer's favourite item and store ids, newest first. */
export async function selectWishIds(db: Database, userId: number) {
  const rows = await db
    .select({ itemId: wishlist.itemId, storeId: wishlist.storeId })
    .from(wishlist)
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
  return {
    itemIds: rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId])),
    storeIds: rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId])),
  };
}
