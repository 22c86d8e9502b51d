import {
  LOCATION_OUTSIDE_ZONE,
  MODULE_NOT_FOR_STORES,
  MODULE_NOT_FOUND,
  MODULE_NOT_IN_ZONE,
  ZONE_NOT_FOUND,
} from '@marketplace/contract/partners';
import { isPointInPolygon } from '@marketplace/domain/geo/point-in-polygon';
import type { AppDeps } from '../../app-types';
import type { FieldError } from '../../errors/app-error';
import { getModuleCatalog } from '../module/module.cache';
import { getActiveZones } from '../zones/zones.cache';

type Deps = Pick<AppDeps, 'db' | 'caches'>;

/** A delivery man's zone: an active zone. */
export async function zoneEntries(deps: Deps, zoneId: number): Promise<FieldError[]> {
  const zones = await getActiveZones(deps);
  return zones.some((zone) => zone.id === zoneId)
    ? []
    : [{ code: 'zone_id', message: ZONE_NOT_FOUND }];
}

/**
 * A store's place: an active zone, an active module that serves that zone and is not parcel
 * delivery, and a point inside the zone's polygon (the same test as GET /config/get-zone-id).
 */
export async function storePlaceEntries(
  deps: Deps,
  place: { zoneId: number; moduleId: number; latitude: number; longitude: number },
): Promise<FieldError[]> {
  const entries: FieldError[] = [];
  const zone = (await getActiveZones(deps)).find((z) => z.id === place.zoneId);
  const module = (await getModuleCatalog(deps)).modules.find((m) => m.id === place.moduleId);
  if (!zone) entries.push({ code: 'zone_id', message: ZONE_NOT_FOUND });
  if (!module) entries.push({ code: 'module_id', message: MODULE_NOT_FOUND });
  else if (module.moduleType === 'parcel') {
    entries.push({ code: 'module_id', message: MODULE_NOT_FOR_STORES });
  } else if (zone && !zone.moduleRates.some((rate) => rate.moduleId === module.id)) {
    entries.push({ code: 'module_id', message: MODULE_NOT_IN_ZONE });
  }
  if (zone && !isPointInPolygon({ lat: place.latitude, lng: place.longitude }, zone.polygon)) {
    entries.push({ code: 'latitude', message: LOCATION_OUTSIDE_ZONE });
  }
  return entries;
}
