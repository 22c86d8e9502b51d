import { zoneIdAt, zoneList } from '@marketplace/contract/endpoints/zones';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getZoneIdsAt, listZones } from './zones.service';

export function zoneRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, zoneList, () => listZones(deps));
    await route(app, zoneIdAt, (request) => getZoneIdsAt(deps, request.query));
  };
}
