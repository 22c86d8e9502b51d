import { estimateRoadDistance, haversineMeters } from '@marketplace/domain/geo/distance';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { AppDeps } from '../../app-types';
import { findZonesAt } from '../zones/zones.service';
import type { MapsProvider } from './maps-provider';
import { searchPlaces, selectNearestPlace, selectPlace } from './places.repository';

const SUGGESTION_LIMIT = 5;
/** A place farther than this from the point does not describe it. */
const NEAREST_PLACE_RADIUS_METERS = 500;

function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** Answers from the seeded `places` gazetteer and zone polygons; no network calls. */
export function createLocalMapsProvider(deps: Pick<AppDeps, 'db' | 'caches'>): MapsProvider {
  const { db } = deps;
  return {
    async autocomplete(searchText) {
      const rows = await searchPlaces(db, searchText, SUGGESTION_LIMIT);
      return rows.map((row) => ({
        placeId: row.id,
        text: row.formattedAddress,
        mainText: row.name,
        secondaryText: row.secondaryText,
      }));
    },

    async placeDetails(placeId) {
      const row = await selectPlace(db, placeId);
      if (!row) return null;
      return {
        id: row.id,
        formattedAddress: row.formattedAddress,
        location: { lat: row.latitude, lng: row.longitude },
      };
    },

    async reverseGeocode(point) {
      const place = await selectNearestPlace(db, point.lat, point.lng);
      if (place) {
        const distance = haversineMeters(point, { lat: place.latitude, lng: place.longitude });
        if (distance <= NEAREST_PLACE_RADIUS_METERS) return place.formattedAddress;
      }
      const [zone] = await findZonesAt(deps, point);
      return zone ? zone.displayName : formatCoordinates(point);
    },

    async estimateRoute(origin, destination) {
      return estimateRoadDistance(origin, destination);
    },
  };
}
