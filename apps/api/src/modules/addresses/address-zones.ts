import { ADDRESS_OUTSIDE_ZONES_MESSAGE } from '@marketplace/contract/addresses';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { AppDeps } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import { findZonesAt } from '../zones/zones.service';

/**
 * The active zones that cover a saved address, as GET /config/get-zone-id finds them. A point
 * outside every zone cannot be delivered to: 422 `coordinates`.
 */
export async function computeAddressZoneIds(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  point: LatLng,
): Promise<number[]> {
  const zones = await findZonesAt(deps, point);
  if (zones.length === 0) {
    throw ValidationError.field('coordinates', ADDRESS_OUTSIDE_ZONES_MESSAGE);
  }
  return zones.map((zone) => zone.id);
}
