import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { selectActiveModules, selectModuleZones, selectStoreCounts } from './module.repository';

export type ModuleCatalog = {
  modules: Awaited<ReturnType<typeof selectActiveModules>>;
  zoneIdsByModule: Map<number, number[]>;
  storeCountsByModule: Map<number, { zoneId: number; count: number }[]>;
};

async function loadModuleCatalog(db: Database): Promise<ModuleCatalog> {
  // One after the other: db may be a transaction (the cache loads where it is first needed),
  // whose one connection runs one query at a time.
  const modules = await selectActiveModules(db);
  const moduleZones = await selectModuleZones(db);
  const storeCounts = await selectStoreCounts(db);
  const zonesByModule = groupBy(moduleZones, (row) => row.moduleId);
  return {
    modules,
    zoneIdsByModule: new Map(
      [...zonesByModule].map(([id, rows]) => [id, rows.map((r) => r.zoneId)]),
    ),
    storeCountsByModule: groupBy(storeCounts, (row) => row.moduleId),
  };
}

// Every page asks for the module list; even a small query costs a round trip, and modules,
// their zones and store counts change only through the back office. Invalidate it after
// changing modules, zone_modules, or adding/removing/(de)activating stores.
export const MODULE_CATALOG_CACHE = defineCache<ModuleCatalog>({
  name: 'module-catalog',
  maxEntries: 1,
});

export function getModuleCatalog({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, MODULE_CATALOG_CACHE, () => loadModuleCatalog(db));
}
