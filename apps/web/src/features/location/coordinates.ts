import type { LatLng } from './location-api';

/** The same point to within about a centimetre (map moves report tiny float differences). */
export function isSamePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
}
