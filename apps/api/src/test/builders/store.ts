import type { Database } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { MODULE_CATALOG_CACHE } from '../../modules/module/module.cache';
import { invalidateTestCaches } from '../test-services';
import { uniqueNumber } from './sequence';

export async function buildStore(
  db: Database,
  refs: { moduleId: number; zoneId: number },
  overrides: Partial<typeof stores.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(stores)
    .values({
      slug: `store-${n}`,
      name: `Store ${n}`,
      ...refs,
      logo: `stores/store-${n}-logo.svg`,
      coverPhoto: `stores/store-${n}-cover.svg`,
      address: `${n} Market Street`,
      latitude: 0.5,
      longitude: 0.5,
      phone: '+15550101',
      email: `store-${n}@market.test`,
      timeZone: 'UTC',
      deliveryTime: '20-30 min',
      ...overrides,
    })
    .returning();
  invalidateTestCaches(db, MODULE_CATALOG_CACHE.name);
  if (!row) throw new Error('store not inserted');
  return row;
}
