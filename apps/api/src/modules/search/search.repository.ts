import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isStoreVisible } from '../catalog/catalog-visibility';
import { listedItemWhere, type RowWindow } from '../items/items.repository';
import {
  localizedName,
  matchesSearch,
  type SearchTerms,
  searchDocument,
  searchRank,
  type WordCorrections,
} from './search-terms';

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

/** Visible stores and active categories of the module whose names match. */
export async function selectMatchingStoresAndCategories(
  db: Database,
  scope: CatalogScope,
  search: PreparedSearch,
): Promise<{ storeIds: number[]; categoryIds: number[] }> {
  const rows = await db
    .select({ kind: sql<'store' | 'category'>`'store'`, id: stores.id })
    .from(stores)
    .where(and(isStoreVisible(scope), matchesSearch(storeDocument, search.query)))
    .unionAll(
      db
        .select({ kind: sql<'store' | 'category'>`'category'`, id: categories.id })
        .from(categories)
        .where(isMatchingCategory(scope, search)),
    );
  return {
    storeIds: rows.filter((r) => r.kind === 'store').map((r) => r.id),
    categoryIds: rows.filter((r) => r.kind === 'category').map((r) => r.id),
  };
}

/**
 * Listed items whose own name matches, or whose store or category name matched (literal id
 * lists, so each branch of the OR uses its own index).
 */
export function itemSearchWhere(
  scope: CatalogScope,
  search: PreparedSearch,
  matches: { storeIds: number[]; categoryIds: number[] },
): SQL {
  return listedItemWhere(
    scope,
    or(
      matchesSearch(itemDocument, search.query),
      matches.storeIds.length ? inArray(items.storeId, matches.storeIds) : undefined,
      matches.categoryIds.length ? inArray(items.categoryId, matches.categoryIds) : undefined,
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

export function storeSearchOrder(scope: CatalogScope, search: PreparedSearch): SQL[] {
  const shown = localizedName(stores.name, stores.translations, scope.locale);
  return [desc(searchRank(shown, search.terms, search.corrections)), desc(stores.orderCount)];
}

/**
 * One page of matching item ids, best first, with the number of matches: every match is ranked
 * before the page is cut anyway, so the window count costs nothing more. The page's wide rows
 * are read afterwards by id.
 */
export function selectRankedItemIds(db: Database, where: SQL, orderBy: SQL[], window: RowWindow) {
  return db
    .select({ id: items.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(items)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.skip);
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
