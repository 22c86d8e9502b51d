import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import type { CatalogScope } from '../catalog/catalog-scope';
import { catalogReadKey } from '../catalog/read-cache';
import {
  selectActiveAdvertisements,
  selectActiveOtherBanners,
  selectMostChosenTip,
} from './discovery.repository';

export type OtherBannerRecord = Awaited<ReturnType<typeof selectActiveOtherBanners>>[number];
export type AdvertisementRecord = Awaited<ReturnType<typeof selectActiveAdvertisements>>[number];

// A few rows read by every home page; module, zones and dates are checked per request, so the
// caches only need dropping when the rows (or their stores) change: the catalogue tag.
const OTHER_BANNERS_CACHE = defineCache<OtherBannerRecord[]>({
  name: 'other-banners',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});
const ADVERTISEMENTS_CACHE = defineCache<AdvertisementRecord[]>({
  name: 'advertisements',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

// The most chosen tip moves slowly (one order among many): counted at most every five minutes
// per module and zones instead of grouping the orders on every checkout.
const MOST_TIPS_CACHE = defineCache<number | null>({
  name: 'most-tips',
  ttlMs: 5 * 60_000,
  maxEntries: 500,
});

/** The module's other banners for the scope's zones (a banner without a zone shows in all). */
export async function getScopedOtherBanners(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  scope: CatalogScope,
): Promise<OtherBannerRecord[]> {
  const all = await readCachedValue(deps.caches, OTHER_BANNERS_CACHE, () =>
    selectActiveOtherBanners(deps.db),
  );
  const visible = new Set(scope.storeIds);
  return all.filter(
    (row) =>
      row.moduleId === scope.moduleId &&
      (row.zoneId === null || scope.zoneIds === null || scope.zoneIds.includes(row.zoneId)) &&
      (row.storeId === null || visible.has(row.storeId)),
  );
}

/** Advertisements of the scope's visible stores running today (UTC calendar dates). */
export async function getRunningAdvertisements(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  scope: CatalogScope,
): Promise<AdvertisementRecord[]> {
  const all = await readCachedValue(deps.caches, ADVERTISEMENTS_CACHE, () =>
    selectActiveAdvertisements(deps.db),
  );
  const visible = new Set(scope.storeIds);
  const today = formatLocalDate(scope.now, 'UTC');
  return all.filter(
    (row) => visible.has(row.store.id) && row.startDate <= today && today <= row.endDate,
  );
}

/** The most chosen tip (minor units) on the module's orders in the scope's zones. */
export function getMostChosenTip(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  scope: CatalogScope,
): Promise<number | null> {
  return deps.caches.get(MOST_TIPS_CACHE, catalogReadKey('most-tips', scope), () =>
    selectMostChosenTip(deps.db, scope),
  );
}
