import type { ItemCardPage } from '@marketplace/contract/items';
import type { PageQuery } from '@marketplace/contract/paging';
import type { AppDeps } from '../../app-types';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { toItemCard } from '../items/item-card.mapper';
import { ITEM_LISTS, listedItemWhere, selectItemPage } from '../items/items.repository';
import { selectOrderedCategories, suggestedItemsCondition } from './discovery.repository';

/**
 * GET /customer/suggested-items: items of the categories the customer has ordered from in this
 * module that they have not ordered yet, most ordered first; a customer with no orders there yet
 * gets the area's most ordered items.
 */
export async function listSuggestedItems(
  deps: AppDeps,
  ctx: CatalogContext,
  userId: number,
  page: PageQuery,
): Promise<ItemCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const key = (kind: string, parts: (number | string)[]) =>
    catalogReadKey(kind, scope, [userId, ...parts]);
  const { rows, total } = await readThrough(
    deps,
    key('items-suggested', [page.limit, page.offset]),
    async () => {
      const ordered = await selectOrderedCategories(deps.db, userId, scope.moduleId);
      const condition = suggestedItemsCondition(ordered);
      return selectItemPage(
        deps,
        scope,
        {
          where: listedItemWhere(scope, condition),
          sort: ITEM_LISTS.popular.sort,
          // The total follows what the customer has ordered: a new order gives a new key.
          totalKey: key('items-suggested-total', [
            ordered.categoryIds.join('.'),
            ordered.itemIds.length,
          ]),
        },
        toRowWindow(page),
      );
    },
  );
  return toPagedAnswer(
    'products',
    page,
    total,
    rows.map((row) => toItemCard(row, view)),
  );
}
