import type { FeaturedCategories, ItemCardPage } from '@marketplace/contract/items';
import type { PageQuery } from '@marketplace/contract/paging';
import type { StoreCardPage } from '@marketplace/contract/stores';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { groupBy } from '../../lib/group-by';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import {
  type CatalogContext,
  type CatalogScope,
  resolveCatalogScope,
} from '../catalog/catalog-scope';
import { type CatalogView, loadCatalogView } from '../catalog/catalog-view';
import { type CategoryRecord, getCategorySubtreeIds } from '../catalog/category-index.cache';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { toItemCard } from '../items/item-card.mapper';
import {
  ITEM_LISTS,
  itemFilter,
  listedItemWhere,
  selectItemPage,
  selectListedItemsByIds,
} from '../items/items.repository';
import { POPULAR_FIRST } from '../stores/stores.repository';
import { listStorePage } from '../stores/stores.service';
import { selectTopItemIdsPerCategory, storeHasItemsIn } from './category-listings.repository';
import { type FeaturedItemIds, getFeaturedItemIds } from './featured-categories.cache';

const ITEMS_PER_FEATURED_CATEGORY = 6;

/** The category and its sub-categories, or 404 code category when not active in the module. */
function requireCategorySubtree(view: CatalogView, id: number): number[] {
  const category = view.categories.byId.get(id);
  if (category?.status !== 1 || category.moduleId !== view.scope.moduleId) {
    throw new NotFoundError('category', 'Category not found');
  }
  return getCategorySubtreeIds(view.categories, id);
}

/** GET /categories/items/{id}: listed items of the category and its sub-categories. */
export async function listCategoryItems(
  deps: AppDeps,
  ctx: CatalogContext,
  id: number,
  page: PageQuery,
): Promise<ItemCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const categoryIds = requireCategorySubtree(view, id);
  const where = listedItemWhere(scope, itemFilter({ categoryIds }));
  const totalKey = catalogReadKey('category-items-total', scope, [id]);
  const { rows, total } = await readThrough(
    deps,
    catalogReadKey('category-items', scope, [id, page.limit, page.offset]),
    () =>
      selectItemPage(
        deps,
        scope,
        { where, sort: ITEM_LISTS.popular.sort, totalKey },
        toRowWindow(page),
      ),
  );
  return toPagedAnswer(
    'products',
    page,
    total,
    rows.map((row) => toItemCard(row, view)),
  );
}

/** GET /categories/stores/{id}: visible stores listing items of the category. */
export async function listCategoryStores(
  deps: AppDeps,
  ctx: CatalogContext,
  id: number,
  page: PageQuery,
): Promise<StoreCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const subtree = requireCategorySubtree(view, id);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('category-stores', scope, [id]),
    condition: storeHasItemsIn(subtree),
    orderBy: POPULAR_FIRST,
  });
}

function featuredCategoriesOf(view: CatalogView): CategoryRecord[] {
  return [...view.categories.byId.values()]
    .filter(
      (c) =>
        c.moduleId === view.scope.moduleId &&
        c.featured === 1 &&
        c.status === 1 &&
        c.parentId === 0,
    )
    .sort((a, b) => b.priority - a.priority || a.id - b.id);
}

async function rankFeaturedItems(
  deps: AppDeps,
  scope: CatalogScope,
  view: CatalogView,
  featured: CategoryRecord[],
): Promise<FeaturedItemIds> {
  const categoryIds = featured.flatMap((c) => getCategorySubtreeIds(view.categories, c.id));
  const ranked = await selectTopItemIdsPerCategory(
    deps.db,
    scope,
    categoryIds,
    ITEMS_PER_FEATURED_CATEGORY,
  );
  const byCategory = groupBy(ranked, (r) => r.topCategoryId);
  return new Map([...byCategory].map(([id, rows]) => [id, rows.map((r) => r.id)]));
}

/** GET /categories/featured/items: featured categories with their most ordered items. */
export async function listFeaturedCategories(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<FeaturedCategories> {
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const featured = featuredCategoriesOf(view);
  const idsByCategory = await getFeaturedItemIds(deps.caches, scope, () =>
    rankFeaturedItems(deps, scope, view, featured),
  );
  const allIds = [...idsByCategory.values()].flat();
  const rows = await selectListedItemsByIds(deps.db, scope, allIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    categories: featured.flatMap((category) => {
      const entries = (idsByCategory.get(category.id) ?? []).flatMap((itemId) => {
        const row = byId.get(itemId);
        return row ? [toItemCard(row, view)] : [];
      });
      if (entries.length === 0) return [];
      return {
        id: category.id,
        name: translate(category.translations, scope.locale, 'name', category.name),
        slug: category.slug,
        image_full_url: buildMediaUrl(view.publicUrl, category.image),
        items: entries,
      };
    }),
  };
}
