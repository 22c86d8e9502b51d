import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { matchesIdOrSlug } from '../../db/sql-helpers';

/** The module of an active store, by id or slug; null when there is none. */
export async function selectStoreModuleId(db: Database, idOrSlug: string): Promise<number | null> {
  const [row] = await db
    .select({ moduleId: stores.moduleId })
    .from(stores)
    .where(and(eq(stores.status, 1), matchesIdOrSlug(stores, idOrSlug)))
    .limit(1);
  return row?.moduleId ?? null;
}

/** The module of an active item's store, by id or slug; null when there is none. */
export async function selectItemModuleId(db: Database, idOrSlug: string): Promise<number | null> {
  const [row] = await db
    .select({ moduleId: stores.moduleId })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(eq(items.status, 1), matchesIdOrSlug(items, idOrSlug)))
    .limit(1);
  return row?.moduleId ?? null;
}
