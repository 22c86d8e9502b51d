import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ITEM_LISTS, listedItemWhere } from '../items/items.repository';
import { categoryDocument, itemDocument, storeDocument } from '../search/search.repository';
import { matchesSearch } from '../search/search-match.repository';
import type { CatalogScope } from './catalog-scope';
import { isStoreVisible } from './catalog-visibility.repository';
import { afterSortKey, orderBySortKeys } from './sort-keys.repository';
import { resetCatalog } from './testing/catalog-fixture';
import { buildCatalogueWorld } from './testing/catalogue-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await resetCatalog(t);
  await buildCatalogueWorld(t.db);
});
afterAll(() => t.close());

const scope: CatalogScope = {
  moduleId: 1,
  moduleType: 'food',
  zoneIds: [1],
  locale: 'en',
  position: null,
  now: new Date(),
  stores: [],
  storeIds: [1, 2],
};

/**
 * The plan PostgreSQL picks when sequential scans are (nearly) ruled out; with `bitmapOnly`,
 * plain index scans too, which leaves the GIN indexes (bitmap scans only) as the way in.
 */
async function planOf(query: SQLWrapper, bitmapOnly = false): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

const itemsWhere = (where: SQL, ...orderBy: SQL[]) =>
  t.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(where)
    .orderBy(...orderBy)
    .limit(10);

describe('catalogue queries use the indexes of migration 0001_catalogue_indexes', () => {
  it('typos are corrected through the trigram index of the search_words dictionary', async () => {
    // A dictionary of realistic size, so that reading all of it is not the cheaper way.
    await t.db.execute(sql`insert into search_words
      select 'word' || g from generate_series(1, 50000) g on conflict do nothing`);
    await t.db.execute(sql`analyze search_words`);
    const plan = await planOf(sql`select word from search_words where word % ${'chiken'}`);
    expect(plan).toContain('search_words_trigram_idx');
  });

  it('item, store and category search use their full-text indexes on the search expression', async () => {
    const query = 'chiken:* | chicken';
    const itemPlan = await planOf(
      t.db.select({ id: items.id }).from(items).where(matchesSearch(itemDocument, query)),
      true,
    );
    expect(itemPlan).toContain('items_search_fts_idx');
    const storePlan = await planOf(
      t.db.select({ id: stores.id }).from(stores).where(matchesSearch(storeDocument, query)),
      true,
    );
    expect(storePlan).toContain('stores_search_fts_idx');
    const categoryPlan = await planOf(
      t.db
        .select({ id: categories.id })
        .from(categories)
        .where(matchesSearch(categoryDocument, query)),
      true,
    );
    expect(categoryPlan).toContain('categories_search_fts_idx');
  });

  it('a deep page seeking from a remembered key starts the list index at the key (0045)', async () => {
    const { sort } = ITEM_LISTS.popular;
    const afterKey = afterSortKey(sort, ['367', '14432']);
    const plan = await planOf(
      itemsWhere(and(listedItemWhere(scope), afterKey) as SQL, ...orderBySortKeys(sort)),
    );
    expect(plan).toContain('items_listed_popular_idx');
    expect(plan).toMatch(/Index Cond: .*order_count <= 367/);
  });

  it('home lists read their partial index in list order', async () => {
    const popular = await planOf(
      itemsWhere(listedItemWhere(scope), ...orderBySortKeys(ITEM_LISTS.popular.sort)),
    );
    expect(popular).toContain('items_listed_popular_idx');
    const latest = await planOf(
      itemsWhere(listedItemWhere(scope), ...orderBySortKeys(ITEM_LISTS.latest.sort)),
    );
    expect(latest).toContain('items_listed_latest_idx');
    const storesLatest = await planOf(
      t.db
        .select({ id: stores.id })
        .from(stores)
        .where(isStoreVisible({ moduleId: 1, zoneIds: null }))
        .orderBy(desc(stores.createdAt), asc(stores.id))
        .limit(10),
    );
    expect(storesLatest).toContain('stores_module_latest_idx');
  });
});
