import type { Database } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { invalidateModuleCatalog } from '../../modules/module/module.cache';
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
  invalidateModuleCatalog(db);
  if (!row) throw new Error('module not inserted');
  return row;
}
