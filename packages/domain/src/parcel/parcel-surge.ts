import { findApplicableSurge, type SurgeRule } from '../checkout/surge-price';
import type { ZonedDateTime } from '../time/zoned-clock';
import { calculateParcelBaseFee, type ParcelBaseFeeInput } from './parcel-fee';

/**
 * Decision 0040 for parcels: the pickup zone's surge running for the parcel module when the
 * parcel is sent (a parcel is never scheduled), the one adding the most to this parcel's bounded
 * fee when several run (they do not add up); null when none runs. The same rule as an order's
 * delivery fee, so a rush hour costs a sender what it costs a shopper.
 */
export function findParcelSurge(
  rules: readonly SurgeRule[],
  moduleId: number,
  at: ZonedDateTime,
  fee: ParcelBaseFeeInput,
): SurgeRule | null {
  return findApplicableSurge(rules, moduleId, at, calculateParcelBaseFee(fee));
}
