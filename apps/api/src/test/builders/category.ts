import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema/catalog';
import { uniqueNumber } from './sequence';

export async function buildCategory(
  db: Database,
  moduleId: number,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${n}`,
      slug: `category-${n}`,
      image: `categories/category-${n}.svg`,
      moduleId,
      position: overrides.parentId ? 1 : 0,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
}

/** An item in a store, filed under a (leaf) category. Price in minor units. */
export async function buildItem(
  db: Database,
  refs: { storeId: number; moduleId: number; categoryId: number },
  overrides: Partial<typeof items.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(items)
    .values({
      slug: `item-${n}`,
      name: `Item ${n}`,
      image: `items/item-${n}.svg`,
      price: 1_000,
      ...refs,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('item not inserted');
  return row;
}
