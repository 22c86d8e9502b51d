import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleReviews, vehicles } from '../../db/schema/rental';

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

/** The vehicle's rating under its row lock: reviews of one vehicle are counted one at a time. */
export async function lockVehicleRating(tx: Database, vehicleId: number) {
  const [row] = await tx
    .select({ avgRating: vehicles.avgRating, totalReviews: vehicles.totalReviews })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('update');
  return row ?? null;
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
  rating: { avgRating: number; totalReviews: number },
): Promise<void> {
  await tx.insert(vehicleReviews).values(review);
  await tx.update(vehicles).set(rating).where(eq(vehicles.id, review.vehicleId));
}
