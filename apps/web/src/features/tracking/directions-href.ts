import type { LatLng } from '@/features/location/location-api';

/**
 * Spec 02 §2's directions link: the maps service's directions from the store to the delivery
 * address (driving first, as spec 02 §5 tries; the service falls back itself).
 */
export function getDirectionsHref(from: LatLng, to: LatLng): string {
  const query = new URLSearchParams({
    api: '1',
    origin: `${from.lat},${from.lng}`,
    destination: `${to.lat},${to.lng}`,
    travelmode: 'driving',
  });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}
