import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/catalog';
import { createDbScopedCache } from '../../lib/db-scoped-cache';

async function selectActiveBrands(db: Database) {
  return db
    .select({ id: brands.id, name: brands.name, image: brands.image, moduleId: brands.moduleId })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(asc(brands.name), asc(brands.id));
}

// A short list every shop home page shows; it changes only when an operator edits brands.
const cache = createDbScopedCache(selectActiveBrands);

export const getActiveBrands = cache.get;

/** Call after changing brands. */
export const invalidateBrands = cache.invalidate;
