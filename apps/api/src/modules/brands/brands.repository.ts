import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/catalog';

export async function selectActiveBrands(db: Database) {
  return db
    .select({ id: brands.id, name: brands.name, image: brands.image, moduleId: brands.moduleId })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(asc(brands.name), asc(brands.id));
}
