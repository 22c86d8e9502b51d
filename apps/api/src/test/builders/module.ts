import type { Database } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { MODULE_CATALOG_CACHE } from '../../modules/module/module.cache';
import { invalidateTestCaches } from '../test-services';
import { uniqueNumber } from './sequence';

export async function buildModule(
  db: Database,
  overrides: Partial<typeof modules.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(modules)
    .values({
      moduleName: `Module ${n}`,
      moduleType: 'grocery',
      slug: `module-${n}`,
      icon: `modules/module-${n}.svg`,
      thumbnail: `modules/module-${n}-thumb.svg`,
      description: `Module ${n} description`,
      position: n,
      ...overrides,
    })
    .returning();
  invalidateTestCaches(db, MODULE_CATALOG_CACHE.name);
  if (!row) throw new Error('module not inserted');
  return row;
}
