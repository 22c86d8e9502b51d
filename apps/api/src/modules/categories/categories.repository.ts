import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { idList, qualified } from '../../db/sql-helpers';

const outerId = qualified(categories, categories.id);
const outerModuleId = qualified(categories, categories.moduleId);

/**
 * Items of a category or of its direct sub-categories (the tree has two levels), counted by the
 * items' leaf category_id (indexed with module_id); with zone ids, only items of stores there.
 */
function productsCount(zoneIds: number[] | null) {
  const inZones = zoneIds
    ? sql`and i.store_id in (select s.id from ${stores} s where s.zone_id in ${idList(zoneIds)})`
    : sql``;
  return sql<number>`(select count(*) from ${items} i
    where i.module_id = ${outerModuleId} and i.status = 1
      and i.category_id in (select ch.id from ${categories} ch
        where ch.id = ${outerId} or ch.parent_id = ${outerId})
      ${inZones})`.mapWith(Number);
}

const childesCount = sql<number>`(select count(*) from ${categories} ch
  where ch.parent_id = ${outerId} and ch.status = 1)`.mapWith(Number);

async function selectCategoriesWhere(
  db: Database,
  where: SQL | undefined,
  zoneIds: number[] | null,
) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      parentId: categories.parentId,
      position: categories.position,
      moduleId: categories.moduleId,
      translations: categories.translations,
      productsCount: productsCount(zoneIds),
      childesCount,
    })
    .from(categories)
    .where(and(eq(categories.status, 1), where))
    .orderBy(desc(categories.priority), asc(categories.id));
}

export type CategoryRow = Awaited<ReturnType<typeof selectCategoriesWhere>>[number];

export function selectTopLevelCategories(db: Database, moduleId: number, zoneIds: number[] | null) {
  return selectCategoriesWhere(
    db,
    and(eq(categories.moduleId, moduleId), eq(categories.parentId, 0)),
    zoneIds,
  );
}

export function selectChildCategories(db: Database, parentId: number, zoneIds: number[] | null) {
  return selectCategoriesWhere(db, eq(categories.parentId, parentId), zoneIds);
}

export async function isActiveCategory(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.status, 1)))
    .limit(1);
  return row !== undefined;
}
