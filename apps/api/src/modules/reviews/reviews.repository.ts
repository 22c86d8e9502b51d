import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, reviews } from '../../db/schema/catalog';
import { users } from '../../db/schema/customers';
import { orderLines, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';

/** The caller's order with its store, or null when it is not theirs (or does not exist). */
export async function selectOwnOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      // The inner join keeps store orders only (a parcel has no store to review).
      storeId: stores.id,
      statusTimes: orders.statusTimes,
      storeName: stores.name,
      storeLogo: stores.logo,
      reviewsEnabled: stores.reviewsEnabled,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Locks the store's row: every rating change of a store and its items queues behind it. */
export async function lockStoreForRatings(tx: Database, storeId: number) {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

/** The order's distinct items (first line's name and image), in line order. */
export async function selectOrderItems(db: Database, orderId: number) {
  const lines = await db
    .select({ itemId: orderLines.itemId, name: orderLines.name, image: orderLines.image })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const seen = new Set<number>();
  return lines.flatMap((line) => {
    if (line.itemId === null || seen.has(line.itemId)) return [];
    seen.add(line.itemId);
    return [{ itemId: line.itemId, name: line.name, image: line.image }];
  });
}

/** The order's reviews (item reviews and the store's, item_id null). */
export function selectOrderReviews(db: Database, orderId: number) {
  return db
    .select({
      itemId: reviews.itemId,
      rating: reviews.rating,
      comment: reviews.comment,
      attachment: reviews.attachment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
}

export async function selectCustomerName(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ fName: users.fName, lName: users.lName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.fName} ${row.lName}`.trim() : 'Customer';
}

export async function insertReview(tx: Database, row: typeof reviews.$inferInsert) {
  await tx.insert(reviews).values(row);
}

export async function selectStoreForReviews(db: Database, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, reviewsEnabled: stores.reviewsEnabled })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.status, 1)));
  return row ?? null;
}

/** A store's reviews, newest first, with the reviewed item's name (null for the store's own). */
export async function selectStoreReviewPage(
  db: Database,
  storeId: number,
  window: { limit: number; skip: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        itemId: reviews.itemId,
        itemName: items.name,
        customerName: reviews.customerName,
        rating: reviews.rating,
        comment: reviews.comment,
        attachment: reviews.attachment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .leftJoin(items, eq(items.id, reviews.itemId))
      .where(eq(reviews.storeId, storeId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.skip),
    db.select({ n: count() }).from(reviews).where(eq(reviews.storeId, storeId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The caller's delivered orders (stores with reviews on) with items or the store not reviewed
 * yet, newest delivery first: how many things are left on each.
 */
export async function selectOrdersToReview(db: Database, userId: number, limit: number) {
  const itemsLeft = sql<number>`(
    select count(distinct ol.item_id)::int from ${orderLines} ol
    where ol.order_id = ${orders.id} and ol.item_id is not null
      and not exists (select 1 from ${reviews} r
                      where r.order_id = ${orders.id} and r.item_id = ol.item_id))`;
  const storeLeft = sql<number>`(case when exists (select 1 from ${reviews} r
    where r.order_id = ${orders.id} and r.item_id is null) then 0 else 1 end)`;
  const pending = sql<number>`(${itemsLeft} + ${storeLeft})`;
  return db
    .select({
      orderId: orders.id,
      orderReference: orders.reference,
      storeName: stores.name,
      deliveredAt: sql<string | null>`${orders.statusTimes}->>'delivered'`,
      pending,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['delivered']),
        eq(stores.reviewsEnabled, true),
        sql`${pending} > 0`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}

/** How many reviews give each rating, for a condition on reviews. */
function selectRatingTally(tx: Database, where: SQL) {
  return tx
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(where)
    .groupBy(reviews.rating);
}

export function selectItemRatingTally(tx: Database, itemId: number) {
  return selectRatingTally(tx, eq(reviews.itemId, itemId));
}

/** A store's tally: its items' reviews and its own. */
export function selectStoreRatingTally(tx: Database, storeId: number) {
  return selectRatingTally(tx, eq(reviews.storeId, storeId));
}

type RatingSummary = { avgRating: number; ratingCount: number };

export async function updateItemRatings(tx: Database, itemId: number, summary: RatingSummary) {
  await tx.update(items).set(summary).where(eq(items.id, itemId));
}

export async function updateStoreRatings(tx: Database, storeId: number, summary: RatingSummary) {
  await tx.update(stores).set(summary).where(eq(stores.id, storeId));
}
