import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/catalog';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';

async function selectActiveBrands(db: Database) {
  return db
    .select({ id: brands.id, name: brands.name, image: brands.image, moduleId: brands.moduleId })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(asc(brands.name), asc(brands.id));
}

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
