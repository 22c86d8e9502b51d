import type { MinorUnits } from '../money/minor-units';
import { isTripTypeEnabled, type TripFlags, type TripType } from './trip-type';

/** A vehicle's prices in minor units: per hour, per day and per km. */
export type VehiclePrices = TripFlags & {
  hourlyPrice: MinorUnits;
  dayWisePrice: MinorUnits;
  distancePrice: MinorUnits;
};

function priceOf(prices: VehiclePrices, type: TripType): MinorUnits {
  if (type === 'hourly') return prices.hourlyPrice;
  if (type === 'day_wise') return prices.dayWisePrice;
  return prices.distancePrice;
}

/**
 * Spec 02 §9 "If the price is missing, the fallback is the lowest of the enabled trip prices":
 * the trip type's own price when it is above 0, else the lowest positive price among the trip
 * types the vehicle has enabled, else 0.
 */
export function getTripUnitPrice(prices: VehiclePrices, type: TripType): MinorUnits {
  const own = priceOf(prices, type);
  if (own > 0) return own;
  return getLowestEnabledPrice(prices);
}

/** The lowest positive price among the enabled trip types; 0 when none has one. */
export function getLowestEnabledPrice(prices: VehiclePrices): MinorUnits {
  const enabled = (['hourly', 'day_wise', 'distance_wise'] as const)
    .filter((type) => isTripTypeEnabled(prices, type))
    .map((type) => priceOf(prices, type))
    .filter((price) => price > 0);
  return enabled.length === 0 ? 0 : Math.min(...enabled);
}

/** Spec 02 §2 "Start From" on cards: the lowest enabled price. */
export function getStartFromPrice(prices: VehiclePrices): MinorUnits {
  return getLowestEnabledPrice(prices);
}
