import { and, asc, count, desc, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { Page, RowWindow } from '../catalog/catalog-paging';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isItemListed, joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import { getListTotal } from '../catalog/list-count.cache';
import { type ItemRecord, itemColumns, selectItemsWithStore } from './item-columns.repository';

/** A listed item of a visible store, plus the list's own condition (items columns only). */
export function listedItemWhere(scope: CatalogScope, condition?: SQL): SQL {
  return and(isItemListed(scope), condition) as SQL;
}

/** How many items match `where` (which tests items columns only: no join needed). */
export function countItems(db: Database, where: SQL): Promise<number> {
  return db
    .select({ n: count() })
    .from(items)
    .where(where)
    .then(([row]) => row?.n ?? 0);
}

/**
 * One page of items and the total they come from: known already (a number), or counted once a
 * minute per `totalKey` (list-count.cache.ts). The page's ids come first from an index scan of
 * items alone (deferred join): the rows a deep page skips are never joined to their stores and
 * discounts nor read in full; only the page's own ids are.
 */
export async function selectItemPage(
  { db, caches }: Pick<AppDeps, 'db' | 'caches'>,
  scope: CatalogScope,
  query: { where: SQL; orderBy: SQL[]; totalKey: string | number },
  window: RowWindow,
): Promise<Page<ItemRecord>> {
  const { totalKey } = query;
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: sql<number>`${items.id}`.as('page_id') })
      .from(items)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(window.limit)
      .offset(window.skip),
  );
  const [rows, total] = await Promise.all([
    db
      .with(pageIds)
      .select(itemColumns)
      .from(pageIds)
      .innerJoin(items, eq(items.id, pageIds.id))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
      .orderBy(...query.orderBy),
    typeof totalKey === 'number'
      ? totalKey
      : getListTotal(caches, totalKey, () => countItems(db, query.where)),
  ]);
  return { rows, total };
}

const NEW_ARRIVAL_DAYS = 30;

/** The item lists of the home page: their condition and order (each backed by an index). */
export const ITEM_LISTS = {
  popular: { where: () => undefined, orderBy: [desc(items.orderCount), asc(items.id)] },
  latest: { where: () => undefined, orderBy: [desc(items.createdAt), desc(items.id)] },
  most_reviewed: {
    where: () => undefined,
    orderBy: [desc(items.ratingCount), desc(items.avgRating), asc(items.id)],
  },
  discounted: {
    where: () => gt(items.discount, 0),
    orderBy: [desc(items.orderCount), asc(items.id)],
  },
  new_arrival: {
    where: (now: Date) =>
      gte(items.createdAt, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)),
    orderBy: [desc(items.createdAt), desc(items.id)],
  },
  recommended: {
    where: () => eq(items.recommended, 1),
    orderBy: [desc(items.orderCount), asc(items.id)],
  },
} satisfies Record<string, { where: (now: Date) => SQL | undefined; orderBy: SQL[] }>;

export type ItemListKind = keyof typeof ITEM_LISTS;

/** Optional store and category filters (GET /items/latest, category pages). */
export function itemFilter(filter: { storeId?: number; categoryIds?: number[] }) {
  return and(
    filter.storeId === undefined ? undefined : eq(items.storeId, filter.storeId),
    filter.categoryIds === undefined ? undefined : inArray(items.categoryId, filter.categoryIds),
  );
}

/** A home-page list's own condition with the optional filters; undefined when there is none. */
export function itemListCondition(
  kind: ItemListKind,
  now: Date,
  filter: { storeId?: number; categoryIds?: number[] },
): SQL | undefined {
  return and(ITEM_LISTS[kind].where(now), itemFilter(filter));
}

/** The listed items (of visible stores) among these ids, in no particular order. */
export async function selectListedItemsByIds(
  db: Database,
  scope: CatalogScope,
  ids: number[],
): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  return selectItemsWithStore(db, scope.now).where(listedItemWhere(scope, inArray(items.id, ids)));
}

/** Other items of the item's store, those of the same category first. */
export function selectRelatedStoreItems(
  db: Database,
  scope: CatalogScope,
  item: { id: number; storeId: number; categoryId: number },
  limit: number,
) {
  return selectItemsWithStore(db, scope.now)
    .where(listedItemWhere(scope, and(eq(items.storeId, item.storeId), ne(items.id, item.id))))
    .orderBy(
      sql`(${items.categoryId} = ${item.categoryId}) desc`,
      desc(items.orderCount),
      asc(items.id),
    )
    .limit(limit);
}
