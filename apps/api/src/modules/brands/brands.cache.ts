import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectActiveBrands } from './brands.repository';

type BrandRecord = Awaited<ReturnType<typeof selectActiveBrands>>[number];

// A short list every shop home page shows; it changes only when an operator edits brands.
const BRANDS_CACHE = defineCache<BrandRecord[]>({
  name: 'brands',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

export function getActiveBrands({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, BRANDS_CACHE, () => selectActiveBrands(db));
}
