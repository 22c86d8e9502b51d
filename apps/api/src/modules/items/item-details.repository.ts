import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, reviews } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import { matchesIdOrSlug } from '../../db/sql-helpers';
import type { RowWindow } from '../catalog/catalog-paging';
import type { CatalogScope } from '../catalog/catalog-scope';
import {
  isCampaignRunning,
  isInVisibleStore,
  joinRunningStoreDiscount,
} from '../catalog/catalog-visibility.repository';
import { storeSchedulesJson } from '../stores/store-columns.repository';
import type { RatingCount } from '../stores/store-details.repository';
import { itemColumns } from './item-columns.repository';

const itemRatingBreakdown = sql<RatingCount[]>`coalesce((
  select json_agg(json_build_object('rating', r.rating, 'count', r.n))
  from (select rv.rating, count(*)::int as n from ${reviews} rv
        where rv.item_id = ${items.id} group by rv.rating) r
), '[]'::json)`;

const storeDetailColumns = {
  logo: stores.logo,
  address: stores.address,
  latitude: stores.latitude,
  longitude: stores.longitude,
  moduleId: stores.moduleId,
  deliveryTime: stores.deliveryTime,
  avgRating: stores.avgRating,
  ratingCount: stores.ratingCount,
  active: stores.active,
  schedules: storeSchedulesJson,
};

/**
 * An item of the module in a visible store, by id or slug: a normal item, or with `campaign`
 * a campaign item running today. One query, with its store, add-ons and rating breakdown.
 */
export async function selectItemDetails(
  db: Database,
  scope: CatalogScope,
  idOrSlug: string,
  campaign: boolean,
) {
  const kind = campaign
    ? and(isNotNull(items.availableDateStarts), isCampaignRunning(scope.now))
    : isNull(items.availableDateStarts);
  const [row] = await db
    .select({
      ...itemColumns,
      storeDetails: storeDetailColumns,
      ratingBreakdown: itemRatingBreakdown,
    })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .where(
      and(
        matchesIdOrSlug(items, idOrSlug),
        eq(items.moduleId, scope.moduleId),
        eq(items.status, 1),
        kind,
        isInVisibleStore(scope),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type ItemDetailsRecord = NonNullable<Awaited<ReturnType<typeof selectItemDetails>>>;

/** The id, store and category of an active item (normal or campaign) of the module in a visible store, or null. */
export async function selectItemRef(db: Database, scope: CatalogScope, id: number) {
  const [row] = await db
    .select({ id: items.id, storeId: items.storeId, categoryId: items.categoryId })
    .from(items)
    .where(
      and(
        eq(items.id, id),
        eq(items.moduleId, scope.moduleId),
        eq(items.status, 1),
        isInVisibleStore(scope),
      ) as SQL,
    )
    .limit(1);
  return row ?? null;
}

/** Newest reviews of an item first, and how many there are. */
export async function selectReviewPage(db: Database, itemId: number, window: RowWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        itemId: reviews.itemId,
        customerName: reviews.customerName,
        rating: reviews.rating,
        comment: reviews.comment,
        attachment: reviews.attachment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.itemId, itemId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.skip),
    db.select({ n: count() }).from(reviews).where(eq(reviews.itemId, itemId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
