import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ItemVariation, items } from '../../db/schema/catalog';
import { type ModuleType, modules } from '../../db/schema/modules';

export async function selectModuleType(db: Database, moduleId: number): Promise<ModuleType> {
  const [row] = await db
    .select({ moduleType: modules.moduleType })
    .from(modules)
    .where(eq(modules.id, moduleId))
    .limit(1);
  return row?.moduleType ?? 'food';
}

export type LockedItem = { id: number; name: string; stock: number; variations: ItemVariation[] };

/**
 * Locks the items' rows in id order (SELECT ... FOR UPDATE), so two orders touching the same
 * items always queue in the same order and cannot deadlock.
 */
export async function lockItems(
  tx: Database,
  itemIds: readonly number[],
): Promise<Map<number, LockedItem>> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: items.id, name: items.name, stock: items.stock, variations: items.variations })
    .from(items)
    .where(inArray(items.id, ids))
    .orderBy(asc(items.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function updateItemStock(
  tx: Database,
  itemId: number,
  values: { stock: number; variations: ItemVariation[] },
): Promise<void> {
  await tx.update(items).set(values).where(eq(items.id, itemId));
}
