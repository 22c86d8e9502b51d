import { asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { idList } from '../../db/sql-helpers';
import type { CatalogScope } from '../catalog/catalog-scope';
import { listedItemWhere } from '../items/items.repository';

/** Visible stores that list at least one item in these categories. */
export function storeHasItemsIn(categoryIds: number[]): SQL {
  return sql`exists (select 1 from ${items} ci
    where ci.store_id = ${stores.id} and ci.status = 1 and ci.available_date_starts is null
      and ci.category_id in ${idList(categoryIds)})`;
}

/**
 * The `perCategory` most ordered listed items of each top-level category (counting its
 * sub-categories' items), in one window query.
 */
export async function selectTopItemIdsPerCategory(
  db: Database,
  scope: CatalogScope,
  categoryIds: number[],
  perCategory: number,
): Promise<{ id: number; topCategoryId: number }[]> {
  if (categoryIds.length === 0) return [];
  const topCategoryId = sql<number>`case when ${categories.parentId} = 0 then ${categories.id} else ${categories.parentId} end`;
  const ranked = db
    .select({
      id: items.id,
      topCategoryId: topCategoryId.as('top_category_id'),
      rank: sql<number>`row_number() over (partition by ${topCategoryId}
        order by ${items.orderCount} desc, ${items.id})`.as('rank'),
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(listedItemWhere(scope, inArray(items.categoryId, categoryIds)))
    .as('ranked');
  return db
    .select({ id: ranked.id, topCategoryId: ranked.topCategoryId })
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(ranked.topCategoryId), asc(ranked.rank));
}
