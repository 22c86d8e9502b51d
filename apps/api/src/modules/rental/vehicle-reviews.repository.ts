import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleReviews, vehicles } from '../../db/schema/index';

export type VehicleReviewRow = {
  id: number;
  vehicleId: number;
  vehicleName: string;
  customerName: string;
  rating: number;
  comment: string;
  createdAt: Date;
};

/** Reviews of one vehicle, or of every vehicle of a provider, newest first. */
export async function selectVehicleReviews(
  db: Database,
  target: { vehicleId: number } | { providerId: number },
  window: { limit: number; skip: number },
): Promise<{ total: number; rows: VehicleReviewRow[] }> {
  const where =
    'vehicleId' in target
      ? eq(vehicleReviews.vehicleId, target.vehicleId)
      : inArray(
          vehicleReviews.vehicleId,
          db
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(eq(vehicles.providerId, target.providerId)),
        );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(vehicleReviews)
    .where(where);
  const rows = await db
    .select({
      id: vehicleReviews.id,
      vehicleId: vehicleReviews.vehicleId,
      vehicleName: vehicles.name,
      customerName: vehicleReviews.customerName,
      rating: vehicleReviews.rating,
      comment: vehicleReviews.comment,
      createdAt: vehicleReviews.createdAt,
    })
    .from(vehicleReviews)
    .innerJoin(vehicles, eq(vehicles.id, vehicleReviews.vehicleId))
    .where(where)
    .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id))
    .limit(window.limit)
    .offset(window.skip);
  return { total: count?.total ?? 0, rows };
}
