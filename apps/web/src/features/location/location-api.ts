import { geocode, placeAutocomplete, placeDetails } from '@marketplace/contract/endpoints/places';
import { zoneIdAt } from '@marketplace/contract/endpoints/zones';
import { ApiError, callApi } from '@/lib/api-client';
import type { StoredLocation } from '@/lib/shell-cookies';

import { parseZoneIdList } from './zone-id-list';

export type LatLng = { lat: number; lng: number };

export function searchPlaces(text: string, signal?: AbortSignal) {
  return callApi(placeAutocomplete, { query: { search_text: text }, signal });
}

export function getPlaceDetails(placeId: string) {
  return callApi(placeDetails, { query: { placeid: placeId } });
}

/** The zones that cover a point; the API answers 404 `coordinates` outside every zone. */
export async function findZoneIds(point: LatLng): Promise<number[]> {
  const answer = await callApi(zoneIdAt, { query: { lat: point.lat, lng: point.lng } });
  const ids = parseZoneIdList(answer.zone_id);
  const fallback = answer.zone_data.map((zone) => zone.id);
  const zoneIds = ids.length > 0 ? ids : fallback;
  if (zoneIds.length === 0) throw new ApiError(404, [{ code: 'coordinates', message: '' }]);
  return zoneIds;
}

/** The first geocoder result's formatted address (spec 01 §7), or null when there is none. */
export async function findAddress(point: LatLng): Promise<string | null> {
  try {
    const answer = await callApi(geocode, { query: { lat: point.lat, lng: point.lng } });
    return answer.results[0]?.formatted_address ?? null;
  } catch {
    return null;
  }
}

export function formatCoordinates(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

export type PickedPoint = LatLng & { address?: string };

/** Zone first (it can refuse the point), then the address to show in the header. */
export async function resolvePickedPoint(
  point: PickedPoint,
): Promise<{ location: StoredLocation; zoneIds: number[] }> {
  const zoneIds = await findZoneIds(point);
  const address = point.address ?? (await findAddress(point)) ?? formatCoordinates(point);
  return { location: { lat: point.lat, lng: point.lng, address: address.slice(0, 500) }, zoneIds };
}
