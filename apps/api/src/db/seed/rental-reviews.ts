/** Demo reviews of rental vehicles, from their own random stream (other rows do not move). */
import type { vehicleReviews } from '../schema/index';
import type { SeedContext } from './context';
import { list } from './words';

const NAMES = list(
  'Amelia R.|Noah K.|Sofia M.|Liam P.|Chloé D.|Mateo G.|Aisha B.|Lucas V.|Emma T.|Omar S.',
);

const COMMENTS = [
  [5, 'Spotless car and a smooth pickup. Would rent again.'],
  [5, 'Great value for a full day, the driver was on time.'],
  [4, 'Comfortable and clean; the handover took a few minutes.'],
  [4, 'Good condition, fuel-efficient, friendly staff.'],
  [3, 'Fine for the trip, though the air conditioning was weak.'],
  [5, 'Perfect for our family weekend, lots of room.'],
  [4, 'Easy booking and a fair price per hour.'],
] as const;

type VehicleSeed = { totalReviews: number; createdAt?: Date };

/** Up to 6 reviews per reviewed vehicle, dated within the vehicle's time on the platform. */
export function buildReviews(
  ctx: SeedContext,
  vehicleIds: number[],
  vehicles: VehicleSeed[],
): (typeof vehicleReviews.$inferInsert)[] {
  const rng = ctx.rng('rental-reviews');
  return vehicles.flatMap((vehicle, i) => {
    const vehicleId = vehicleIds[i];
    if (vehicleId === undefined || vehicle.totalReviews === 0) return [];
    const count = Math.min(6, vehicle.totalReviews);
    return Array.from({ length: count }, (_, n) => {
      const [rating, comment] = rng.pick(COMMENTS);
      return {
        vehicleId,
        customerName: rng.pick(NAMES),
        rating,
        comment,
        createdAt: new Date(ctx.now.getTime() - (n + 1) * rng.int(1, 9) * 86_400_000),
      };
    });
  });
}
