import { and, asc, count, desc, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { Page, RowWindow } from '../catalog/catalog-paging';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isItemListed, joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import { getListTotal } from '../catalog/list-count.cache';
import {
  afterSortKey,
  listIdentity,
  orderBySortKeys,
  type SortKey,
  sortKeyTexts,
} from '../catalog/sort-keys.repository';
import { type ItemRecord, itemColumns, selectItemsWithStore } from './item-columns.repository';
import { findPageKey, type PageKey, rememberPageKey } from './item-page-keys.cache';

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

/** A list of items: its condition (items columns only) and its total order. */
export type ItemList = { where: SQL; sort: readonly SortKey[] };

/**
 * One page of items and the total they come from: known already (a number), or counted once a
 * minute per `totalKey` (list-count.cache.ts). The page's ids come first from an index scan of
 * items alone (deferred join): the rows a deep page skips are never joined to their stores and
 * discounts nor read in full; only the page's own ids are. A deep page seeks from a known
 * earlier page's last sort key instead of skipping every row before it (readListPage).
 * `seek: false` for a list whose condition changes with every read (new arrivals: the clock).
 */
export async function selectItemPage(
  deps: Pick<AppDeps, 'db' | 'caches' | 'env'>,
  scope: CatalogScope,
  query: ItemList & { totalKey: string | number; seek?: boolean },
  window: RowWindow,
): Promise<Page<ItemRecord>> {
  const { db, caches } = deps;
  const { totalKey } = query;
  const [rows, total] = await Promise.all([
    query.seek === false
      ? readItemRows(db, scope, query, window, false).then((page) => page.rows)
      : readListPage(deps, scope, query, window),
    typeof totalKey === 'number'
      ? totalKey
      : getListTotal(caches, totalKey, () => countItems(db, query.where)),
  ]);
  return { rows, total };
}

/**
 * The page by keyset when this worker knows the sort key of a row at or a few pages before
 * the page's start, read in a snapshot of the same item_list_generation (decision 0045): the
 * rows after that key are then exactly the rows after that position, as OFFSET would skip to.
 * Otherwise, or when the generation moved on (the seek then finds no row), by OFFSET. Either
 * way the page's last key is remembered for the next page. Only from row
 * ITEM_LIST_SEEK_FROM_ROW on (decision 0050): a shallower page skips so few rows that OFFSET
 * costs no more than the seek, and it neither names the list (rendering and hashing its SQL)
 * nor looks up or remembers a key; the page reaching that row remembers its key for the next.
 */
async function readListPage(
  { db, caches, env }: Pick<AppDeps, 'db' | 'caches' | 'env'>,
  scope: CatalogScope,
  list: ItemList,
  window: RowWindow,
): Promise<ItemRecord[]> {
  const from = env.ITEM_LIST_SEEK_FROM_ROW;
  if (window.skip + window.limit < from) {
    return (await readItemRows(db, scope, list, window, false)).rows;
  }
  const identity = listIdentity(list.where, orderBySortKeys(list.sort));
  const remember = (page: ItemRows) => {
    if (page.last && page.rows.length === window.limit) {
      rememberPageKey(caches, identity, window.skip + window.limit, page.last);
    }
    return page.rows;
  };
  const known =
    window.skip >= from ? await findPageKey(caches, identity, { ...window, from }) : undefined;
  if (known) {
    const { generation, values } = known.key;
    const seek = await readItemRows(
      db,
      scope,
      {
        where: and(
          list.where,
          afterSortKey(list.sort, values),
          sql`(select n from item_list_generation) = ${generation}`,
        ) as SQL,
        sort: list.sort,
      },
      { limit: window.limit, skip: window.skip - known.rowsThrough },
    );
    if (seek.rows.length > 0) return remember(seek);
  }
  return remember(await readItemRows(db, scope, list, window));
}

type ItemRows = { rows: ItemRecord[]; last: PageKey | undefined };

/**
 * A window of the list's rows and, when `keyed`, the last row's sort key and the generation
 * read. The key is taken in the outer query, from the page's own rows: in the inner one it
 * would be computed for every row OFFSET skips too.
 */
async function readItemRows(
  db: Database,
  scope: CatalogScope,
  list: ItemList,
  window: RowWindow,
  keyed = true,
): Promise<ItemRows> {
  const orderBy = orderBySortKeys(list.sort);
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: sql<number>`${items.id}`.as('page_id') })
      .from(items)
      .where(list.where)
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.skip),
  );
  const found = await db
    .with(pageIds)
    .select({
      ...itemColumns,
      sortKey: keyed ? sortKeyTexts(list.sort) : sql<null>`null`,
      generation: keyed ? sql<string>`(select n from item_list_generation)::text` : sql<null>`null`,
    })
    .from(pageIds)
    .innerJoin(items, eq(items.id, pageIds.id))
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .orderBy(...orderBy);
  const last = found.at(-1);
  return {
    rows: found.map(({ sortKey: _key, generation: _generation, ...row }) => row),
    last:
      last?.sortKey && last.generation
        ? { generation: last.generation, values: last.sortKey }
        : undefined,
  };
}

const NEW_ARRIVAL_DAYS = 30;

/** The item lists of the home page: their condition and order (each backed by an index). */
const MOST_ORDERED: SortKey[] = [
  { column: items.orderCount, descending: true },
  { column: items.id, descending: false },
];
const NEWEST: SortKey[] = [
  { column: items.createdAt, descending: true },
  { column: items.id, descending: true },
];

/**
 * The item lists of the home page: their condition and total order (each backed by an index).
 * The columns they read are those whose changes raise item_list_generation (migration 0032).
 */
export const ITEM_LISTS = {
  popular: { where: () => undefined, sort: MOST_ORDERED },
  latest: { where: () => undefined, sort: NEWEST },
  most_reviewed: {
    where: () => undefined,
    sort: [
      { column: items.ratingCount, descending: true },
      { column: items.avgRating, descending: true },
      { column: items.id, descending: false },
    ],
  },
  discounted: { where: () => gt(items.discount, 0), sort: MOST_ORDERED },
  new_arrival: {
    where: (now: Date) =>
      gte(items.createdAt, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)),
    sort: NEWEST,
  },
  recommended: { where: () => eq(items.recommended, 1), sort: MOST_ORDERED },
} satisfies Record<string, { where: (now: Date) => SQL | undefined; sort: SortKey[] }>;

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
