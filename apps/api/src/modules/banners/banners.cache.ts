import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectActiveBanners } from './banners.repository';

export type BannerRecord = Awaited<ReturnType<typeof selectActiveBanners>>[number];

// Every home page shows the banners; they change only when an operator edits them (or
// deactivates the stores and items they point at: the catalogue tag).
const BANNERS_CACHE = defineCache<BannerRecord[]>({
  name: 'banners',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

export function getActiveBanners({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, BANNERS_CACHE, () => selectActiveBanners(db));
}
