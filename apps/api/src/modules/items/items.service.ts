import type { ItemCardPage } from '@marketplace/contract/items';
import type { PageQuery } from '@marketplace/contract/paging';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { getCategorySubtreeIds } from '../catalog/category-index.cache';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { toItemCard } from './item-card.mapper';
import { selectItemRef } from './item-details.repository';
import {
  ITEM_LISTS,
  type ItemListKind,
  itemListCondition,
  listedItemWhere,
  selectItemPage,
  selectRelatedStoreItems,
} from './items.repository';

export const ITEM_NOT_FOUND = 'Item not found';

/** GET /items/{popular|latest|most-reviewed|discounted|new-arrival|recommended}. */
export async function listItems(
  deps: AppDeps,
  ctx: CatalogContext,
  kind: ItemListKind,
  page: PageQuery,
  filter: { storeId?: number; categoryId?: number } = {},
): Promise<ItemCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const list = ITEM_LISTS[kind];
  const categoryIds =
    filter.categoryId === undefined
      ? undefined
      : getCategorySubtreeIds(view.categories, filter.categoryId);
  const condition = itemListCondition(kind, scope.now, { storeId: filter.storeId, categoryIds });
  const filters = [filter.storeId, filter.categoryId];
  const { rows, total } = await readThrough(
    deps,
    catalogReadKey(`items-${kind}`, scope, [...filters, page.limit, page.offset]),
    () =>
      selectItemPage(
        deps,
        scope,
        {
          where: listedItemWhere(scope, condition),
          sort: list.sort,
          // The new arrivals' condition moves with the clock: no key is ever reused.
          seek: kind !== 'new_arrival',
          // Without a condition the list is every listed item of the visible stores: counted.
          totalKey:
            condition === undefined
              ? scope.stores.reduce((sum, store) => sum + store.listedItems, 0)
              : catalogReadKey(`items-${kind}-total`, scope, filters),
        },
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

const RELATED_LIMIT = 10;

/** GET /items/related-store-items/{id}: more from the item's store, its category first. */
export async function listRelatedStoreItems(deps: AppDeps, ctx: CatalogContext, id: number) {
  const scope = await resolveCatalogScope(deps, ctx);
  const [view, rows] = await Promise.all([
    loadCatalogView(deps, scope),
    readThrough(deps, catalogReadKey('items-related', scope, [id]), async () => {
      const item = await selectItemRef(deps.db, scope, id);
      return item ? selectRelatedStoreItems(deps.db, scope, item, RELATED_LIMIT) : null;
    }),
  ]);
  if (!rows) throw new NotFoundError('item', ITEM_NOT_FOUND);
  return rows.map((row) => toItemCard(row, view));
}
