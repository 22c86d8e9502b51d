import type { Basemap } from '@marketplace/contract/basemap';
import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { getActiveZones } from '../zones/zones.cache';
import { selectBasemapPlaces, selectBasemapStores } from './basemap.repository';

// Zones, places and store positions change rarely; catalogue invalidations drop it too.
export const BASEMAP_CACHE = defineCache<Basemap>({
  name: 'basemap',
  maxEntries: 1,
  tags: [CATALOG_TAG],
  ttlMs: 5 * 60_000,
});

/** GET /map/basemap (issue 17 §4): what the storefront draws a map from without tiles. */
export function getBasemap(deps: Pick<AppDeps, 'db' | 'caches'>): Promise<Basemap> {
  return readCachedValue(deps.caches, BASEMAP_CACHE, async () => {
    const [zones, places, stores] = await Promise.all([
      getActiveZones(deps),
      selectBasemapPlaces(deps.db),
      selectBasemapStores(deps.db),
    ]);
    return {
      zones: zones.map((zone) => ({ id: zone.id, name: zone.displayName, polygon: zone.polygon })),
      places,
      stores,
    };
  });
}
