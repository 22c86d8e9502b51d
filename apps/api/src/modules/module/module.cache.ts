import type { Database } from '../../db/client';
import { createDbScopedCache } from '../../lib/db-scoped-cache';
import { groupBy } from '../../lib/group-by';
import { selectActiveModules, selectModuleZones, selectStoreCounts } from './module.repository';

export type ModuleCatalog = {
  modules: Awaited<ReturnType<typeof selectActiveModules>>;
  zoneIdsByModule: Map<number, number[]>;
  storeCountsByModule: Map<number, { zoneId: number; count: number }[]>;
};

async function loadModuleCatalog(db: Database): Promise<ModuleCatalog> {
  const [modules, moduleZones, storeCounts] = await Promise.all([
    selectActiveModules(db),
    selectModuleZones(db),
    selectStoreCounts(db),
  ]);
  const zonesByModule = groupBy(moduleZones, (row) => row.moduleId);
  return {
    modules,
    zoneIdsByModule: new Map(
      [...zonesByModule].map(([id, rows]) => [id, rows.map((r) => r.zoneId)]),
    ),
    storeCountsByModule: groupBy(storeCounts, (row) => row.moduleId),
  };
}

// Every page asks for the module list; on the embedded database even a small query costs
// milliseconds, and modules, their zones and store counts change only through the back office.
const cache = createDbScopedCache(loadModuleCatalog);

export const getModuleCatalog = cache.get;

/** Call after changing modules, zone_modules, or adding/removing/(de)activating stores. */
export const invalidateModuleCatalog = cache.invalidate;
