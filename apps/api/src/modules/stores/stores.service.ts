import type { PageQuery } from '@marketplace/contract/paging';
import type {
  StoreCardPage,
  StoreDetails,
  StoreFilterQuery,
  StoreServiceType,
} from '@marketplace/contract/stores';
import type { AppDeps } from '../../app-types';
import type { SQL } from '../../db/sql-helpers';
import { NotFoundError } from '../../errors/app-error';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import {
  type CatalogContext,
  type CatalogScope,
  resolveCatalogScope,
} from '../catalog/catalog-scope';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { withRecordModule } from '../catalog/record-module';
import { selectStoreModuleId } from '../catalog/record-module.repository';
import { toStoreDetails } from './store-details.mapper';
import { selectStoreCoupons, selectStoreDetails } from './store-details.repository';
import { loadStoreView } from './store-view';
import {
  hasRunningDiscount,
  LATEST_FIRST,
  nearestFirst,
  POPULAR_FIRST,
  selectStorePage,
  servesType,
  storeFilter,
  storeOrder,
} from './stores.repository';

export const STORE_NOT_FOUND = 'Store not found';

/** The caller's position to about 100 m: lists ordered by distance differ by position. */
function positionKey(scope: CatalogScope): string | null {
  return scope.position
    ? `${scope.position.lat.toFixed(3)},${scope.position.lng.toFixed(3)}`
    : null;
}

/** Which stores a list shows, in which order; `key` names exactly that (for the read cache). */
export type StoreListRead = { key: string; condition: SQL | undefined; orderBy: SQL[] };

/** A page of visible stores, read through the catalogue read cache, as Store entities. */
export async function listStorePage(
  deps: AppDeps,
  scope: CatalogScope,
  page: PageQuery,
  read: StoreListRead,
): Promise<StoreCardPage> {
  const [view, { rows, total }] = await Promise.all([
    loadStoreView(deps, scope),
    readThrough(deps, `${read.key}|${page.limit}|${page.offset}`, () =>
      selectStorePage(deps.db, scope, read.condition, read.orderBy, toRowWindow(page)),
    ),
  ]);
  return toPagedAnswer('stores', page, total, rows.map(view.toStore));
}

/** GET /stores/latest: newest stores first. */
export async function listLatestStores(deps: AppDeps, ctx: CatalogContext, page: PageQuery) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-latest', scope),
    condition: undefined,
    orderBy: LATEST_FIRST,
  });
}

/** GET /stores/popular?type=: most ordered, then best rated. */
export async function listPopularStores(
  deps: AppDeps,
  ctx: CatalogContext,
  type: StoreServiceType,
  page: PageQuery,
) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-popular', scope, [type]),
    condition: servesType(type),
    orderBy: POPULAR_FIRST,
  });
}

/** GET /stores/get-stores/{all|delivery|take_away}. */
export async function listFilteredStores(
  deps: AppDeps,
  ctx: CatalogContext,
  type: StoreServiceType,
  query: StoreFilterQuery,
) {
  const scope = await resolveCatalogScope(deps, ctx);
  const { limit, offset, featured, veg, non_veg, discounted, sort_by } = query;
  const filters = [type, featured, veg, non_veg, discounted, sort_by];
  const near = sort_by === 'distance' ? positionKey(scope) : null;
  return listStorePage(
    deps,
    scope,
    { limit, offset },
    {
      key: catalogReadKey('stores-filtered', scope, [...filters, near]),
      condition: storeFilter(type, query),
      orderBy: storeOrder(sort_by, scope.position),
    },
  );
}

/** GET /stores/top-offer-near-me: stores with a discount running now, nearest first. */
export async function listTopOfferStores(deps: AppDeps, ctx: CatalogContext, page: PageQuery) {
  const scope = await resolveCatalogScope(deps, ctx);
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-top-offer', scope, [positionKey(scope)]),
    condition: hasRunningDiscount,
    orderBy: scope.position ? [nearestFirst(scope.position)] : POPULAR_FIRST,
  });
}

/** GET /stores/details/{id or slug}: 404 code store unless visible in the module and zones. */
export async function getStoreDetails(
  deps: AppDeps,
  ctx: CatalogContext,
  idOrSlug: string,
): Promise<StoreDetails> {
  const scope = await resolveCatalogScope(
    deps,
    await withRecordModule(deps, ctx, selectStoreModuleId, idOrSlug),
  );
  const [found, view] = await Promise.all([
    readThrough(deps, catalogReadKey('store-details', scope, [idOrSlug]), async () => {
      const row = await selectStoreDetails(deps.db, scope, idOrSlug);
      return row && { row, coupons: await selectStoreCoupons(deps.db, row, scope.now) };
    }),
    loadStoreView(deps, scope),
  ]);
  if (!found) throw new NotFoundError('store', STORE_NOT_FOUND);
  return toStoreDetails(found.row, found.coupons, view);
}
