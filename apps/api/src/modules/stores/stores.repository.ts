import type { StoreFilterQuery, StoreServiceType } from '@marketplace/contract/stores';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { Page, RowWindow } from '../catalog/catalog-paging';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isStoreVisible, joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import {
  type StoreRecord,
  selectStoresWithDiscount,
  storeColumns,
} from './store-columns.repository';

/**
 * One page of visible stores and their total (a window count: stores are few, so counting them
 * with the page costs less than a second round trip); `condition` may test the running discount.
 */
export async function selectStorePage(
  db: Database,
  scope: CatalogScope,
  condition: SQL | undefined,
  orderBy: SQL[],
  window: RowWindow,
): Promise<Page<StoreRecord>> {
  const where = and(isStoreVisible(scope), condition) as SQL;
  const rows = await db
    .select({ ...storeColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stores)
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .where(where)
    .orderBy(...orderBy, asc(stores.id))
    .limit(window.limit)
    .offset(window.skip);
  // Past the last page there is no row to carry the window count.
  const total = rows[0]?.total ?? (window.skip > 0 ? await countStores(db, scope, where) : 0);
  return { rows, total };
}

function countStores(db: Database, scope: CatalogScope, where: SQL): Promise<number> {
  return db
    .select({ n: count() })
    .from(stores)
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .where(where)
    .then(([row]) => row?.n ?? 0);
}

/** Stores offering delivery, take-away, or either. */
export function servesType(type: StoreServiceType): SQL | undefined {
  if (type === 'delivery') return eq(stores.delivery, true);
  if (type === 'take_away') return eq(stores.takeAway, true);
  return undefined;
}

export const hasRunningDiscount = isNotNull(storeDiscounts.storeId);

/**
 * Nearest first. The squared equirectangular distance orders like the great-circle one at city
 * scale and needs no trigonometry per row; the answer's `distance` is the domain's haversine.
 */
export function nearestFirst(position: LatLng): SQL {
  return sql`power(${stores.latitude} - ${position.lat}, 2)
    + power((${stores.longitude} - ${position.lng}) * cos(radians(${position.lat})), 2)`;
}

export const LATEST_FIRST = [desc(stores.createdAt)];
export const POPULAR_FIRST = [desc(stores.orderCount), desc(stores.avgRating)];
export const TOP_RATED_FIRST = [desc(stores.avgRating), desc(stores.ratingCount)];

/** A store rated at least this is recommended even when not featured. */
const RECOMMENDED_MIN_RATING = 4;

/** GET /stores/recommended: featured or well rated stores, featured first, then best rated. */
export const recommendedStoreWhere = or(
  eq(stores.featured, 1),
  gte(stores.avgRating, RECOMMENDED_MIN_RATING),
);
export const RECOMMENDED_FIRST = [desc(stores.featured), ...TOP_RATED_FIRST];

/** Statuses of an order the customer received. */
const RECEIVED = ['delivered', 'refund_requested', 'refunded'] as const;

/** Stores the customer received orders from, the latest received first. */
export function visitAgainStores(userId: number): { condition: SQL; orderBy: SQL[] } {
  const received = and(eq(orders.userId, userId), inArray(orders.status, [...RECEIVED]));
  const lastReceived = sql`(select max(${orders.createdAt}) from ${orders}
    where ${orders.storeId} = ${stores.id} and ${received})`;
  return {
    condition: sql`exists (select 1 from ${orders} where ${orders.storeId} = ${stores.id} and ${received})`,
    orderBy: [sql`${lastReceived} desc`],
  };
}
const DEFAULT_ORDER = [desc(stores.featured), desc(stores.orderCount)];

/** GET /stores/get-stores/{type} filters and order. */
export function storeFilter(type: StoreServiceType, query: StoreFilterQuery): SQL | undefined {
  return and(
    servesType(type),
    query.featured === '1' ? eq(stores.featured, 1) : undefined,
    query.veg === '1' ? eq(stores.veg, 1) : undefined,
    query.non_veg === '1' ? eq(stores.nonVeg, 1) : undefined,
    query.discounted === '1' ? hasRunningDiscount : undefined,
  );
}

export function storeOrder(sortBy: StoreFilterQuery['sort_by'], position: LatLng | null): SQL[] {
  if (sortBy === 'latest') return LATEST_FIRST;
  if (sortBy === 'popular') return POPULAR_FIRST;
  if (sortBy === 'rating') return TOP_RATED_FIRST;
  if (sortBy === 'distance' && position) return [nearestFirst(position)];
  return DEFAULT_ORDER;
}

/** The stores with these ids and their running discounts, in no particular order. */
export function selectStoresByIds(db: Database, now: Date, ids: number[]): Promise<StoreRecord[]> {
  return selectStoresWithDiscount(db, now).where(inArray(stores.id, ids));
}
