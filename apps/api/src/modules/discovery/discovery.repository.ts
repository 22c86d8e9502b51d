import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { advertisements, otherBanners } from '../../db/schema/discovery';
import { type OrderStatusValue, orderLines, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';

const storeCard = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  logo: stores.logo,
  avgRating: stores.avgRating,
  ratingCount: stores.ratingCount,
  deliveryTime: stores.deliveryTime,
  translations: stores.translations,
};

/** Active other banners of every module; a banner naming a store needs the store active. */
export async function selectActiveOtherBanners(db: Database) {
  return db
    .select({
      id: otherBanners.id,
      title: otherBanners.title,
      subtitle: otherBanners.subtitle,
      image: otherBanners.image,
      moduleId: otherBanners.moduleId,
      zoneId: otherBanners.zoneId,
      storeId: otherBanners.storeId,
      translations: otherBanners.translations,
      store: storeCard,
    })
    .from(otherBanners)
    .leftJoin(stores, and(eq(stores.id, otherBanners.storeId), eq(stores.status, 1)))
    .where(
      and(
        eq(otherBanners.status, 1),
        sql`(${otherBanners.storeId} is null or ${stores.id} is not null)`,
      ),
    )
    .orderBy(asc(otherBanners.position), asc(otherBanners.id));
}

/** Active advertisements of active stores, whatever their dates (checked per request). */
export async function selectActiveAdvertisements(db: Database) {
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      coverImage: advertisements.coverImage,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
      translations: advertisements.translations,
      store: storeCard,
    })
    .from(advertisements)
    .innerJoin(stores, and(eq(stores.id, advertisements.storeId), eq(stores.status, 1)))
    .where(eq(advertisements.status, 1))
    .orderBy(asc(advertisements.priority), asc(advertisements.id));
}

/** Orders called off: their tips were never paid, so they do not count. */
const CALLED_OFF: OrderStatusValue[] = ['canceled', 'failed', 'refunded'];

/** The positive tip chosen most often on the module's orders in these zones (minor units). */
export async function selectMostChosenTip(
  db: Database,
  scope: { moduleId: number; zoneIds: number[] | null },
): Promise<number | null> {
  const [row] = await db
    .select({ tips: orders.tips })
    .from(orders)
    .where(
      and(
        eq(orders.moduleId, scope.moduleId),
        gt(orders.tips, 0),
        notInArray(orders.status, CALLED_OFF),
        scope.zoneIds ? inArray(orders.zoneId, scope.zoneIds) : undefined,
      ),
    )
    .groupBy(orders.tips)
    // Ties go to the smaller tip: the suggestion never pushes the larger amount.
    .orderBy(desc(sql`count(*)`), asc(orders.tips))
    .limit(1);
  return row?.tips ?? null;
}

/** The categories and items of the customer's orders in the module (any status but failed). */
export async function selectOrderedCategories(db: Database, userId: number, moduleId: number) {
  const rows = await db
    .selectDistinct({ itemId: items.id, categoryId: items.categoryId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(items, eq(items.id, orderLines.itemId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.moduleId, moduleId),
        notInArray(orders.status, ['failed']),
      ),
    );
  return {
    itemIds: [...new Set(rows.map((row) => row.itemId))],
    categoryIds: [...new Set(rows.map((row) => row.categoryId))],
  };
}

/**
 * Items of the categories the customer ordered from that they have not ordered; no condition
 * (every listed item) for a customer who has ordered nothing yet.
 */
export function suggestedItemsCondition(ordered: { itemIds: number[]; categoryIds: number[] }) {
  if (ordered.categoryIds.length === 0) return undefined;
  return and(
    inArray(items.categoryId, ordered.categoryIds),
    ordered.itemIds.length ? notInArray(items.id, ordered.itemIds) : undefined,
  );
}
