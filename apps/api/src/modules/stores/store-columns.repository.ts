import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storeDiscounts, storeSchedules, stores } from '../../db/schema/stores';
import { joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';

export type ScheduleRecord = { day: number; openingTime: string; closingTime: string };

/**
 * The store's opening hours as one JSON array per row. "stores"."id" is spelt out: in a select
 * from stores alone Drizzle renders a column without its table, which inside this subquery would
 * name the schedule row's own id.
 */
export const storeSchedulesJson = sql<ScheduleRecord[]>`coalesce((
  select json_agg(json_build_object('day', ss.day, 'openingTime', ss.opening_time,
    'closingTime', ss.closing_time) order by ss.day, ss.opening_time)
  from ${storeSchedules} ss where ss.store_id = "stores"."id"
), '[]'::json)`;

/** Everything a store card needs, with its schedule and running discount. */
export const storeColumns = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  translations: stores.translations,
  logo: stores.logo,
  coverPhoto: stores.coverPhoto,
  address: stores.address,
  latitude: stores.latitude,
  longitude: stores.longitude,
  phone: stores.phone,
  email: stores.email,
  timeZone: stores.timeZone,
  minimumOrder: stores.minimumOrder,
  deliveryTime: stores.deliveryTime,
  freeDelivery: stores.freeDelivery,
  delivery: stores.delivery,
  takeAway: stores.takeAway,
  scheduleOrder: stores.scheduleOrder,
  veg: stores.veg,
  nonVeg: stores.nonVeg,
  featured: stores.featured,
  avgRating: stores.avgRating,
  ratingCount: stores.ratingCount,
  active: stores.active,
  zoneId: stores.zoneId,
  moduleId: stores.moduleId,
  schedules: storeSchedulesJson,
  discount: {
    discountType: storeDiscounts.discountType,
    discount: storeDiscounts.discount,
    minPurchase: storeDiscounts.minPurchase,
    maxDiscount: storeDiscounts.maxDiscount,
    startDate: storeDiscounts.startDate,
    endDate: storeDiscounts.endDate,
    startTime: storeDiscounts.startTime,
    endTime: storeDiscounts.endTime,
  },
};

/** stores ⟕ running discount; callers add where, order and limits. */
export function selectStoresWithDiscount(db: Database, now: Date) {
  return db
    .select(storeColumns)
    .from(stores)
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
    .$dynamic();
}

export type StoreRecord = Awaited<ReturnType<typeof selectStoresWithDiscount>>[number];
