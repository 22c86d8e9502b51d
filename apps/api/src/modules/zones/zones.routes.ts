import { zoneCheck } from '@marketplace/contract/endpoints/discovery';
import { zoneIdAt, zoneList } from '@marketplace/contract/endpoints/zones';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { checkPointInZone, getZoneIdsAt, listZones } from './zones.service';

export function zoneRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, zoneList, () => listZones(deps));
    await route(app, zoneIdAt, (request) => getZoneIdsAt(deps, request.query));
    await route(app, zoneCheck, (request) => checkPointInZone(deps, request.query));
  };
}
