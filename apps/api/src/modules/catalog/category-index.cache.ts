import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectAllCategories } from './catalog.repository';

export type CategoryRecord = Awaited<ReturnType<typeof selectAllCategories>>[number];

export type CategoryIndex = {
  byId: Map<number, CategoryRecord>;
  childrenOf: Map<number, CategoryRecord[]>;
};

async function loadCategoryIndex(db: Database): Promise<CategoryIndex> {
  const rows = await selectAllCategories(db);
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    childrenOf: groupBy(
      rows.filter((row) => row.parentId !== 0),
      (row) => row.parentId,
    ),
  };
}

// Item cards name their categories and category pages list a sub-tree: both read this small,
// rarely changing table from memory instead of joining it into every item query.
const CATEGORY_INDEX_CACHE = defineCache<CategoryIndex>({
  name: 'category-index',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

export function getCategoryIndex({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, CATEGORY_INDEX_CACHE, () => loadCategoryIndex(db));
}

/** The category and its active sub-categories (the tree has two levels). */
export function getCategorySubtreeIds(index: CategoryIndex, categoryId: number): number[] {
  const children = index.childrenOf.get(categoryId) ?? [];
  return [categoryId, ...children.filter((c) => c.status === 1).map((c) => c.id)];
}
