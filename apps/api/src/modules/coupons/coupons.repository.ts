import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages } from '../../db/schema/orders';
import { coupons } from '../../db/schema/promotions';
import { stores } from '../../db/schema/stores';
import type { Caller } from '../auth/caller';

/** The module's active coupons running on `today` ('YYYY-MM-DD'), soonest to expire first. */
export function selectRunningCoupons(db: Database, moduleId: number, today: string) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.moduleId, moduleId),
        eq(coupons.status, 1),
        lte(coupons.startDate, today),
        gte(coupons.expireDate, today),
      ),
    )
    .orderBy(asc(coupons.expireDate), asc(coupons.id));
}

/** How many times the caller used each of these coupons (orders and trips alike). */
export async function countUsesByCoupon(
  db: Database,
  owner: Caller,
  couponIds: number[],
): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const byOwner =
    owner.kind === 'customer'
      ? eq(couponUsages.userId, owner.userId)
      : eq(couponUsages.guestId, owner.guestId);
  const rows = await db
    .select({ couponId: couponUsages.couponId, n: count() })
    .from(couponUsages)
    .where(and(inArray(couponUsages.couponId, couponIds), byOwner))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
}

/** Names and time zones of these stores (or rental providers). */
export function selectStoreFacts(db: Database, storeIds: number[]) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: stores.id,
      name: stores.name,
      translations: stores.translations,
      timeZone: stores.timeZone,
    })
    .from(stores)
    .where(inArray(stores.id, storeIds));
}

export type StoreFact = Awaited<ReturnType<typeof selectStoreFacts>>[number];
