import { summariseRatings } from '@marketplace/domain/reviews/review-rules';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, reviews } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';

async function tallyWhere(tx: Database, where: ReturnType<typeof eq>) {
  return tx
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(where)
    .groupBy(reviews.rating);
}

/**
 * Sets an item's and its store's avg_rating and rating_count from their reviews (the store's
 * are all its items' reviews and its own). Called in the review's transaction while the store's
 * row is locked, so concurrent reviews of one store recompute one after the other.
 */
export async function recomputeRatings(
  tx: Database,
  target: { storeId: number; itemId: number | null },
): Promise<void> {
  if (target.itemId !== null) {
    const item = summariseRatings(await tallyWhere(tx, eq(reviews.itemId, target.itemId)));
    await tx.update(items).set(item).where(eq(items.id, target.itemId));
  }
  const store = summariseRatings(await tallyWhere(tx, eq(reviews.storeId, target.storeId)));
  await tx.update(stores).set(store).where(eq(stores.id, target.storeId));
}
