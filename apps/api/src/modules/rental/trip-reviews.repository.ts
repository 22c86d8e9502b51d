import { summariseRatings } from '@marketplace/domain/reviews/review-rules';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleReviews, vehicles } from '../../db/schema/rental';
import { stores } from '../../db/schema/stores';

export type TripReviewRow = {
  tripId: number;
  vehicleId: number;
  rating: number;
  comment: string;
  createdAt: Date;
};

/** The reviews written after these trips (one per vehicle of a trip at most). */
export async function selectTripReviews(db: Database, tripIds: number[]): Promise<TripReviewRow[]> {
  if (tripIds.length === 0) return [];
  const rows = await db
    .select({
      tripId: vehicleReviews.tripId,
      vehicleId: vehicleReviews.vehicleId,
      rating: vehicleReviews.rating,
      comment: vehicleReviews.comment,
      createdAt: vehicleReviews.createdAt,
    })
    .from(vehicleReviews)
    .where(inArray(vehicleReviews.tripId, tripIds));
  return rows.flatMap((row) => (row.tripId === null ? [] : [{ ...row, tripId: row.tripId }]));
}

export async function hasTripReview(
  tx: Database,
  tripId: number,
  vehicleId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: vehicleReviews.id })
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.tripId, tripId), eq(vehicleReviews.vehicleId, vehicleId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the vehicle's provider (a store row) and answers its id, or null for no such vehicle:
 * every rating change of a provider and its vehicles queues behind that row, so concurrent
 * reviews (from any API process) never recompute from a stale count (decision 0027).
 */
export async function lockProviderForRatings(
  tx: Database,
  vehicleId: number,
): Promise<number | null> {
  const [vehicle] = await tx
    .select({ providerId: vehicles.providerId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) return null;
  await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, vehicle.providerId))
    .for('update');
  return vehicle.providerId;
}

export async function insertTripReview(
  tx: Database,
  review: {
    tripId: number;
    vehicleId: number;
    customerName: string;
    rating: number;
    comment: string;
  },
): Promise<void> {
  await tx.insert(vehicleReviews).values(review);
}

function tallyWhere(tx: Database, where: SQL) {
  return tx
    .select({ rating: vehicleReviews.rating, count: count() })
    .from(vehicleReviews)
    .innerJoin(vehicles, eq(vehicles.id, vehicleReviews.vehicleId))
    .where(where)
    .groupBy(vehicleReviews.rating);
}

/**
 * Sets the vehicle's avg_rating/total_reviews from its reviews and its provider's
 * avg_rating/rating_count from all its vehicles' reviews (summariseRatings). Called under the
 * provider's lock.
 */
export async function recomputeVehicleRatings(
  tx: Database,
  target: { vehicleId: number; providerId: number },
): Promise<void> {
  const vehicle = summariseRatings(await tallyWhere(tx, eq(vehicles.id, target.vehicleId)));
  await tx
    .update(vehicles)
    .set({ avgRating: vehicle.avgRating, totalReviews: vehicle.ratingCount })
    .where(eq(vehicles.id, target.vehicleId));
  const provider = summariseRatings(
    await tallyWhere(tx, eq(vehicles.providerId, target.providerId)),
  );
  await tx.update(stores).set(provider).where(eq(stores.id, target.providerId));
}
