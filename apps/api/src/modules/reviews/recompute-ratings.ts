import { summariseRatings } from '@marketplace/domain/reviews/review-rules';
import type { Database } from '../../db/client';
import {
  selectItemRatingTally,
  selectStoreRatingTally,
  updateItemRatings,
  updateStoreRatings,
} from './reviews.repository';

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
    const item = summariseRatings(await selectItemRatingTally(tx, target.itemId));
    await updateItemRatings(tx, target.itemId, item);
  }
  const store = summariseRatings(await selectStoreRatingTally(tx, target.storeId));
  await updateStoreRatings(tx, target.storeId, store);
}
