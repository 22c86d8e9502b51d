import type { PageQuery } from '@marketplace/contract/paging';
import type { AppDeps } from '../../app-types';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { catalogReadKey } from '../catalog/read-cache';
import {
  hasRunningDiscount,
  POPULAR_FIRST,
  RECOMMENDED_FIRST,
  recommendedStoreWhere,
  visitAgainStores,
} from './stores.repository';
import { listStorePage } from './stores.service';

/** GET /stores/discounted: a store-wide discount running now, most ordered first. */
export async function listDiscountedStores(deps: AppDeps, ctx: CatalogContext, page: PageQuery) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-discounted', scope),
    condition: hasRunningDiscount,
    orderBy: POPULAR_FIRST,
  });
}

/** GET /stores/recommended: featured stores first, then the well rated, best rated first. */
export async function listRecommendedStores(deps: AppDeps, ctx: CatalogContext, page: PageQuery) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-recommended', scope),
    condition: recommendedStoreWhere,
    orderBy: RECOMMENDED_FIRST,
  });
}

/** GET /customer/visit-again: stores the customer received orders from, the latest first. */
export async function listVisitAgainStores(
  deps: AppDeps,
  ctx: CatalogContext,
  userId: number,
  page: PageQuery,
) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-visit-again', scope, [userId]),
    ...visitAgainStores(userId),
  });
}
