import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { flashSaleItems, flashSales } from '../../db/schema/promotions';
import type { CatalogScope } from '../catalog/catalog-scope';
import { selectItemsWithStore } from '../items/item-columns.repository';
import { listedItemWhere } from '../items/items.repository';

/**
 * The module's flash sale running today (UTC calendar date, like basic campaigns), the one
 * ending soonest when several overlap.
 */
export async function selectRunningFlashSale(db: Database, moduleId: number, now: Date) {
  const today = formatLocalDate(now, 'UTC');
  const [sale] = await db
    .select({
      id: flashSales.id,
      title: flashSales.title,
      startDate: flashSales.startDate,
      endDate: flashSales.endDate,
    })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.moduleId, moduleId),
        eq(flashSales.status, 1),
        lte(flashSales.startDate, today),
        gte(flashSales.endDate, today),
      ),
    )
    .orderBy(asc(flashSales.endDate), asc(flashSales.id))
    .limit(1);
  return sale ?? null;
}

export function selectFlashSaleEntries(db: Database, flashSaleId: number) {
  return db
    .select({
      itemId: flashSaleItems.itemId,
      stock: flashSaleItems.stock,
      sold: flashSaleItems.sold,
      discountType: flashSaleItems.discountType,
      discount: flashSaleItems.discount,
    })
    .from(flashSaleItems)
    .where(eq(flashSaleItems.flashSaleId, flashSaleId))
    .orderBy(asc(flashSaleItems.itemId));
}

/** The listed items among `ids` in visible stores (one query). */
export function selectListedItemsByIds(db: Database, scope: CatalogScope, ids: number[]) {
  return selectItemsWithStore(db, scope.now).where(listedItemWhere(scope, inArray(items.id, ids)));
}
