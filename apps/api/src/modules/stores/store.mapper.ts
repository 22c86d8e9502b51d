import type { Flag } from '@marketplace/contract/flags';
import type { Store } from '@marketplace/contract/stores';
import { isStoreOpenNow } from '@marketplace/domain/catalog/store-open';
import { haversineMeters } from '@marketplace/domain/geo/distance';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { CatalogView } from '../catalog/catalog-view';
import type { StoreRecord } from './store-columns.repository';

const toFlag = (value: number | boolean): Flag => (value === true || Number(value) > 0 ? 1 : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function toDiscount(row: StoreRecord, view: CatalogView): Store['discount'] {
  const d = row.discount;
  if (!d) return null;
  const { money } = view;
  return {
    discount: money.discountToWire({ type: d.discountType, value: d.discount }),
    discount_type: d.discountType,
    min_purchase: money.toWire(d.minPurchase),
    max_discount: money.toWire(d.maxDiscount),
    start_date: d.startDate,
    end_date: d.endDate,
    start_time: d.startTime,
    end_time: d.endTime,
  };
}

/** Straight-line metres from the caller (latitude/longitude headers), rounded. */
function distanceFromCaller(row: StoreRecord, view: CatalogView): number | null {
  const from = view.scope.position;
  return from ? Math.round(haversineMeters(from, { lat: row.latitude, lng: row.longitude })) : null;
}

export function isStoreRecordOpen(row: StoreRecord, now: Date): boolean {
  return isStoreOpenNow(
    { active: row.active, timeZone: row.timeZone, schedules: row.schedules },
    now,
  );
}

/** A store row as the Store entity of the contract. */
export function toStore(
  row: StoreRecord,
  view: CatalogView,
  itemCounts: Map<number, number>,
): Store {
  const { scope, publicUrl, money } = view;
  return {
    id: row.id,
    slug: row.slug,
    name: translate(row.translations, scope.locale, 'name', row.name),
    logo_full_url: buildMediaUrl(publicUrl, row.logo),
    cover_photo_full_url: buildMediaUrl(publicUrl, row.coverPhoto),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    avg_rating: oneDecimal(row.avgRating),
    rating_count: row.ratingCount,
    delivery_time: row.deliveryTime,
    minimum_order: money.toWire(row.minimumOrder),
    free_delivery: row.freeDelivery,
    open: isStoreRecordOpen(row, scope.now) ? 1 : 0,
    active: row.active,
    distance: distanceFromCaller(row, view),
    zone_id: row.zoneId,
    module_id: row.moduleId,
    module_type: scope.moduleType,
    delivery: toFlag(row.delivery),
    take_away: toFlag(row.takeAway),
    schedule_order: row.scheduleOrder,
    veg: toFlag(row.veg),
    non_veg: toFlag(row.nonVeg),
    featured: toFlag(row.featured),
    discount: toDiscount(row, view),
    items_count: itemCounts.get(row.id) ?? 0,
  };
}
