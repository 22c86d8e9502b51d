import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { RowWindow } from '../catalog/catalog-paging';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isStoreVisible, joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import { type ItemRecord, itemColumns } from '../items/item-columns.repository';
import { listedItemWhere } from '../items/items.repository';
import {
  localizedName,
  matchesSearch,
  searchDocument,
  searchRank,
} from './search-match.repository';
import type { SearchTerms, WordCorrections } from './search-terms';

export const itemDocument = searchDocument(items.name, items.translations);
export const storeDocument = searchDocument(stores.name, stores.translations);
export const categoryDocument = searchDocument(categories.name, categories.translations);

/** A search as the queries need it: the full-text query and what the rank compares. */
export type PreparedSearch = {
  terms: SearchTerms;
  corrections: WordCorrections;
  query: string | null;
};

function isMatchingCategory(scope: CatalogScope, search: PreparedSearch): SQL {
  return and(
    eq(categories.moduleId, scope.moduleId),
    eq(categories.status, 1),
    matchesSearch(categoryDocument, search.query),
  ) as SQL;
}

/**
 * Listed items whose own name matches, or whose store or category name matches. The store and
 * category ids are arrays computed once (init plans), so each branch of the OR is an index
 * lookup (a BitmapOr of three indexes), all in the one statement.
 */
export function itemSearchWhere(scope: CatalogScope, search: PreparedSearch): SQL {
  const storeMatch = and(isStoreVisible(scope), matchesSearch(storeDocument, search.query));
  const matchingStoreIds = sql`array(select ${stores.id} from ${stores} where ${storeMatch})`;
  const categoryMatch = isMatchingCategory(scope, search);
  const matchingCategoryIds = sql`array(select ${categories.id} from ${categories} where ${categoryMatch})`;
  return listedItemWhere(
    scope,
    or(
      matchesSearch(itemDocument, search.query),
      sql`${items.storeId} = any(${matchingStoreIds})`,
      sql`${items.categoryId} = any(${matchingCategoryIds})`,
    ),
  );
}

export function itemSearchOrder(scope: CatalogScope, search: PreparedSearch): SQL[] {
  const shown = localizedName(items.name, items.translations, scope.locale);
  return [
    desc(searchRank(shown, search.terms, search.corrections)),
    desc(items.orderCount),
    asc(items.id),
  ];
}

/** Stores whose name matches the search (visibility is added by selectStorePage). */
export function storeSearchWhere(search: PreparedSearch): SQL {
  return matchesSearch(storeDocument, search.query);
}

export function storeSearchOrder(scope: CatalogScope, search: PreparedSearch): SQL[] {
  const shown = localizedName(stores.name, stores.translations, scope.locale);
  return [desc(searchRank(shown, search.terms, search.corrections)), desc(stores.orderCount)];
}

/**
 * One page of matching items, best first, each with the number of matches, in one statement:
 * every match is ranked before the page is cut anyway, so the window count costs nothing more,
 * and only the page's ids are joined to their wide rows and stores.
 */
export async function selectRankedItems(
  db: Database,
  now: Date,
  query: { where: SQL; orderBy: SQL[] },
  window: RowWindow,
): Promise<{ rows: ItemRecord[]; total: number | undefined }> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: sql<number>`${items.id}`.as('ranked_id'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${sql.join(query.orderBy, sql`, `)})`.as(
          'position',
        ),
      })
      .from(items)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(window.limit)
      .offset(window.skip),
  );
  const rows = await db
    .with(ranked)
    .select({ ...itemColumns, rankedTotal: ranked.total })
    .from(ranked)
    .innerJoin(items, eq(items.id, ranked.id))
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
    .orderBy(ranked.position);
  return { rows: rows.map(({ rankedTotal: _, ...record }) => record), total: rows[0]?.rankedTotal };
}

const SUGGESTIONS_PER_KIND = 5;

/** A few best-matching names per kind, for the search box. */
export async function selectSuggestions(db: Database, scope: CatalogScope, search: PreparedSearch) {
  const [itemRows, storeRows, categoryRows] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        slug: items.slug,
        image: items.image,
        translations: items.translations,
      })
      .from(items)
      .where(listedItemWhere(scope, matchesSearch(itemDocument, search.query)))
      .orderBy(...itemSearchOrder(scope, search))
      .limit(SUGGESTIONS_PER_KIND),
    db
      .select({
        id: stores.id,
        name: stores.name,
        slug: stores.slug,
        logo: stores.logo,
        translations: stores.translations,
      })
      .from(stores)
      .where(and(isStoreVisible(scope), matchesSearch(storeDocument, search.query)))
      .orderBy(...storeSearchOrder(scope, search), asc(stores.id))
      .limit(SUGGESTIONS_PER_KIND),
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        translations: categories.translations,
      })
      .from(categories)
      .where(isMatchingCategory(scope, search))
      .orderBy(
        desc(
          searchRank(
            localizedName(categories.name, categories.translations, scope.locale),
            search.terms,
            search.corrections,
          ),
        ),
        asc(categories.id),
      )
      .limit(SUGGESTIONS_PER_KIND),
  ]);
  return { itemRows, storeRows, categoryRows };
}
