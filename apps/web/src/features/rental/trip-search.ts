import type { TripDetailsInput, TripPlace } from '@marketplace/contract/rental-cart';
import type { TripTypeWire } from '@marketplace/contract/rental-catalog';
import { dayWiseEstimatedHours } from '@marketplace/domain/rental/trip-measures';

/** Spec 02 §3 rental search state, kept in this browser between visits. */
export type TripSearch = {
  tripType: TripTypeWire;
  /** Hours for hourly trips, days for day-wise ones; unused for distance-wise. */
  duration: number;
  /** null: Pickup Now. */
  selectedDate: string | null;
  pickup: TripPlace | null;
  destination: TripPlace | null;
  /** From the maps provider for the chosen places. */
  distanceData: { distanceMeters: number; durationSeconds: number } | null;
};

export const DEFAULT_TRIP_SEARCH: TripSearch = {
  tripType: 'hourly',
  duration: 2,
  selectedDate: null,
  pickup: null,
  destination: null,
  distanceData: null,
};

const STORAGE_KEY = 'rental_trip_search';

export function loadTripSearch(): TripSearch {
  if (typeof localStorage === 'undefined') return DEFAULT_TRIP_SEARCH;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw
      ? { ...DEFAULT_TRIP_SEARCH, ...(JSON.parse(raw) as Partial<TripSearch>) }
      : DEFAULT_TRIP_SEARCH;
  } catch {
    return DEFAULT_TRIP_SEARCH;
  }
}

export function saveTripSearch(search: TripSearch): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(search));
  } catch {
    // Private mode or full storage: the search simply is not remembered.
  }
}

/** The hours the cart keeps for the searched trip: hours, or 24 × days (spec 02 §9). */
export function searchedHours(search: Pick<TripSearch, 'tripType' | 'duration'>): number {
  return search.tripType === 'day_wise' ? dayWiseEstimatedHours(search.duration) : search.duration;
}

export function isTripSearchComplete(search: TripSearch): search is TripSearch & {
  pickup: TripPlace;
  destination: TripPlace;
} {
  return search.pickup !== null && search.destination !== null && search.duration > 0;
}

/** The trip part of add-to-cart and update-user-data for this search, picked up at `now` or later. */
export function toTripDetails(
  search: TripSearch & { pickup: TripPlace; destination: TripPlace },
  now: Date,
): TripDetailsInput {
  const at = search.selectedDate ? new Date(search.selectedDate) : now;
  return {
    pickup_location: search.pickup,
    destination_location: search.destination,
    rental_type: search.tripType,
    estimated_hours: search.tripType === 'distance_wise' ? null : searchedHours(search),
    pickup_time: (at.getTime() < now.getTime() ? now : at).toISOString(),
  };
}
