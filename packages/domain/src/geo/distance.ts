import type { LatLng } from './point-in-polygon';

const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(to.lat - from.lat);
  const dLng = toRad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Roads are rarely straight: the local provider scales the straight line by this factor. */
export const ROAD_FACTOR = 1.3;
/** Average urban driving speed used by the local provider to estimate durations. */
export const URBAN_SPEED_METERS_PER_SECOND = 30_000 / 3600;

export function estimateRoadDistance(
  from: LatLng,
  to: LatLng,
): {
  distanceMeters: number;
  durationSeconds: number;
} {
  const distanceMeters = Math.round(haversineMeters(from, to) * ROAD_FACTOR);
  return {
    distanceMeters,
    durationSeconds: Math.round(distanceMeters / URBAN_SPEED_METERS_PER_SECOND),
  };
}
