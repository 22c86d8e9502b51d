import type { Database } from '../../db/client';
import { createDbScopedCache } from '../../lib/db-scoped-cache';
import { groupBy } from '../../lib/group-by';
import { selectActiveZoneModuleRates, selectActiveZones } from './zones.repository';

export type ZoneRecord = Awaited<ReturnType<typeof selectActiveZones>>[number] & {
  moduleRates: Awaited<ReturnType<typeof selectActiveZoneModuleRates>>;
};

async function loadZones(db: Database): Promise<ZoneRecord[]> {
  const [zoneRows, rates] = await Promise.all([
    selectActiveZones(db),
    selectActiveZoneModuleRates(db),
  ]);
  const ratesByZone = groupBy(rates, (rate) => rate.zoneId);
  return zoneRows.map((zone) => ({ ...zone, moduleRates: ratesByZone.get(zone.id) ?? [] }));
}

// There are few zones and they change rarely: point lookups scan them in memory.
const cache = createDbScopedCache(loadZones);

export const getActiveZones = cache.get;

/** Call after changing zones, their polygons or zone_modules rates. */
export const invalidateZones = cache.invalidate;
