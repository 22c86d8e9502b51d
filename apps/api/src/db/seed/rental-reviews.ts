/** Demo reviews of rental vehicles, from their own random stream (other rows do not move). */
import { summariseRatings } from '@marketplace/domain/reviews/review-rules';
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
  [2, 'The car was late and the fuel tank was half empty.'],
] as const;

type VehicleSeed = { totalReviews: number; createdAt: Date };
type ReviewDraft = Omit<typeof vehicleReviews.$inferInsert, 'vehicleId'>;

/**
 * `totalReviews` reviews per vehicle, dated within the vehicle's time on the platform, and the
 * vehicle's rating and count that follow from them (ratings are recomputed from reviews, as the
 * API does after a trip review).
 */
export function draftReviews(ctx: SeedContext, vehicles: VehicleSeed[]) {
  const rng = ctx.rng('rental-reviews');
  return vehicles.map((vehicle) => {
    const onPlatform = ctx.now.getTime() - vehicle.createdAt.getTime();
    const drafts: ReviewDraft[] = Array.from({ length: vehicle.totalReviews }, () => {
      const [rating, comment] = rng.pick(COMMENTS);
      return {
        customerName: rng.pick(NAMES),
        rating,
        comment,
        createdAt: new Date(ctx.now.getTime() - Math.round(rng.next() * onPlatform)),
      };
    });
    const tallies = [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: drafts.filter((d) => d.rating === rating).length,
    }));
    const { avgRating, ratingCount } = summariseRatings(tallies);
    return { drafts, avgRating, totalReviews: ratingCount };
  });
}
