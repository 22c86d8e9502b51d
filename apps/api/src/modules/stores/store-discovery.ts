import type { PageQuery } from '@marketplace/contract/paging';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { catalogReadKey } from '../catalog/read-cache';
import { hasRunningDiscount, POPULAR_FIRST, TOP_RATED_FIRST } from './stores.repository';
import { listStorePage } from './stores.service';

/** A store rated at least this is recommended even when not featured. */
const RECOMMENDED_MIN_RATING = 4;

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
    condition: or(eq(stores.featured, 1), gte(stores.avgRating, RECOMMENDED_MIN_RATING)),
    orderBy: [desc(stores.featured), ...TOP_RATED_FIRST],
  });
}

/** Statuses of an order the customer received. */
const RECEIVED = ['delivered', 'refund_requested', 'refunded'] as const;

/** GET /customer/visit-again: stores the customer received orders from, the latest first. */
export async function listVisitAgainStores(
  deps: AppDeps,
  ctx: CatalogContext,
  userId: number,
  page: PageQuery,
) {
  const scope = await resolveCatalogScope(deps, ctx);
  const received = and(eq(orders.userId, userId), inArray(orders.status, [...RECEIVED]));
  const lastReceived = sql`(select max(${orders.createdAt}) from ${orders}
    where ${orders.storeId} = ${stores.id} and ${received})`;
  return listStorePage(deps, scope, page, {
    key: catalogReadKey('stores-visit-again', scope, [userId]),
    condition: sql`exists (select 1 from ${orders} where ${orders.storeId} = ${stores.id} and ${received})`,
    orderBy: [sql`${lastReceived} desc`],
  });
}
