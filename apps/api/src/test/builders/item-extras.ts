import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addOns, items, reviews } from '../../db/schema/catalog';
import { uniqueNumber } from './sequence';

/** An add-on of a store (price in minor units). */
export async function buildAddOn(
  db: Database,
  storeId: number,
  overrides: Partial<typeof addOns.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(addOns)
    .values({ storeId, name: `Add-on ${n}`, price: 100, ...overrides })
    .returning();
  if (!row) throw new Error('add-on not inserted');
  return row;
}

export async function buildReview(
  db: Database,
  itemId: number,
  overrides: Partial<typeof reviews.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [item] = await db
    .select({ storeId: items.storeId })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) throw new Error('review of a missing item');
  const [row] = await db
    .insert(reviews)
    .values({
      itemId,
      storeId: item.storeId,
      customerName: `Customer ${n}`,
      rating: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
