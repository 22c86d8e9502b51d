import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { selectActiveZoneModuleRates, selectActiveZones } from './zones.repository';

export type ZoneRecord = Awaited<ReturnType<typeof selectActiveZones>>[number] & {
  moduleRates: Awaited<ReturnType<typeof selectActiveZoneModuleRates>>;
};

async function loadZones(db: Database): Promise<ZoneRecord[]> {
  // One after the other: db may be a transaction (checkout loads it there), whose one
  // connection runs one query at a time.
  const zoneRows = await selectActiveZones(db);
  const rates = await selectActiveZoneModuleRates(db);
  const ratesByZone = groupBy(rates, (rate) => rate.zoneId);
  return zoneRows.map((zone) => ({ ...zone, moduleRates: ratesByZone.get(zone.id) ?? [] }));
}

// There are few zones and they change rarely: point lookups scan them in memory. Invalidate it
// after changing zones, their polygons or zone_modules rates.
export const ZONES_CACHE = defineCache<ZoneRecord[]>({ name: 'zones', maxEntries: 1 });

export function getActiveZones({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, ZONES_CACHE, () => loadZones(db));
}
