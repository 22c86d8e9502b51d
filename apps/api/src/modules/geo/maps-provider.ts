import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';

export type PlaceSuggestion = {
  placeId: string;
  /** The full line shown in the list. */
  text: string;
  mainText: string;
  secondaryText: string;
};

export type PlaceDetails = { id: string; formattedAddress: string; location: LatLng };

export type RouteEstimate = { distanceMeters: number; durationSeconds: number };

/**
 * What the storefront needs from a maps service. The local provider answers from our own
 * tables; a hosted one (Google, Mapbox...) would implement the same four calls and be chosen
 * by MAPS_PROVIDER, with its key in the environment.
 */
export interface MapsProvider {
  autocomplete(searchText: string): Promise<PlaceSuggestion[]>;
  /** null when the id is unknown. */
  placeDetails(placeId: string): Promise<PlaceDetails | null>;
  /** A human-readable address for the point; never fails for a valid coordinate. */
  reverseGeocode(point: LatLng): Promise<string>;
  estimateRoute(origin: LatLng, destination: LatLng): Promise<RouteEstimate>;
}
