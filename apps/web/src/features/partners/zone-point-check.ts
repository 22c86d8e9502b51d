import { findZoneIds, type LatLng } from '@/features/location/location-api';
import { isApiError } from '@/lib/api-client';

/** Where a picked point lies against the zone the applicant chose. */
export type ZonePointCheck =
  | { kind: 'inside' }
  /** Inside other zones: the applicant may have chosen the wrong zone. */
  | { kind: 'other-zone'; zoneIds: number[] }
  | { kind: 'no-zone' };

/** Reads the zones that cover a point (the server's answer) against the chosen zone. */
export function classifyZonePoint(
  chosenZoneId: number,
  coveringZoneIds: readonly number[],
): ZonePointCheck {
  if (coveringZoneIds.includes(chosenZoneId)) return { kind: 'inside' };
  if (coveringZoneIds.length > 0) return { kind: 'other-zone', zoneIds: [...coveringZoneIds] };
  return { kind: 'no-zone' };
}

/** Asks the server which zones cover the point; outside every zone is an answer, not a failure. */
export async function checkZonePoint(chosenZoneId: number, point: LatLng): Promise<ZonePointCheck> {
  try {
    return classifyZonePoint(chosenZoneId, await findZoneIds(point));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'no-zone' };
    throw error;
  }
}
