import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, reviews } from '../../db/schema/catalog';
import { coupons } from '../../db/schema/promotions';
import { storeDiscounts, stores } from '../../db/schema/stores';
import { matchesIdOrSlug } from '../../db/sql-helpers';
import type { CatalogScope } from '../catalog/catalog-scope';
import { isStoreVisible, joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import { storeColumns } from './store-columns.repository';

export type StoreCatalogSummary = { min: number | null; max: number | null; categoryIds: number[] };
export type RatingCount = { rating: number; count: number };

/** Price range and categories of the store's listed items, in one aggregate. */
const catalogSummary = sql<StoreCatalogSummary>`(
  select json_build_object('min', min(i.price), 'max', max(i.price),
    'categoryIds', coalesce(json_agg(distinct i.category_id), '[]'::json))
  from ${items} i
  where i.store_id = ${stores.id} and i.status = 1 and i.available_date_starts is null
)`;

const ratingBreakdown = sql<RatingCount[]>`coalesce((
  select json_agg(json_build_object('rating', r.rating, 'count', r.n))
  from (select rv.rating, count(*)::int as n from ${reviews} rv
        join ${items} ri on ri.id = rv.item_id
        where ri.store_id = ${stores.id} group by rv.rating) r
), '[]'::json)`;

export async function selectStoreDetails(db: Database, scope: CatalogScope, idOrSlug: string) {
  const [row] = await db
    .select({ ...storeColumns, catalogSummary, ratingBreakdown })
    .from(stores)
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .where(and(isStoreVisible(scope), matchesIdOrSlug(stores, idOrSlug)))
    .limit(1);
  return row ?? null;
}

export type StoreDetailsRecord = NonNullable<Awaited<ReturnType<typeof selectStoreDetails>>>;

/**
 * Coupons a customer can use at the store today (in its time zone): the module's general ones,
 * the store's own, and those of its zone.
 */
export function selectStoreCoupons(
  db: Database,
  store: { id: number; zoneId: number; moduleId: number; timeZone: string },
  now: Date,
) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${store.timeZone})::date`;
  return db
    .select({
      id: coupons.id,
      title: coupons.title,
      code: coupons.code,
      couponType: coupons.couponType,
      discountType: coupons.discountType,
      discount: coupons.discount,
      maxDiscount: coupons.maxDiscount,
      minPurchase: coupons.minPurchase,
      startDate: coupons.startDate,
      expireDate: coupons.expireDate,
      translations: coupons.translations,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.moduleId, store.moduleId),
        eq(coupons.status, 1),
        sql`${coupons.startDate} <= ${today} and ${coupons.expireDate} >= ${today}`,
        or(
          inArray(coupons.couponType, ['default', 'free_delivery', 'first_order']),
          and(
            eq(coupons.couponType, 'store_wise'),
            sql`${coupons.data} @> ${JSON.stringify([store.id])}::jsonb`,
          ),
          and(
            eq(coupons.couponType, 'zone_wise'),
            sql`${coupons.data} @> ${JSON.stringify([store.zoneId])}::jsonb`,
          ),
        ),
      ),
    )
    .orderBy(asc(coupons.expireDate), asc(coupons.id));
}

export type StoreCouponRecord = Awaited<ReturnType<typeof selectStoreCoupons>>[number];
