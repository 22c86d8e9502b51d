import type { StoreDetails } from '@marketplace/contract/stores';
import { translate } from '../../lib/translate';
import type { CatalogView } from '../catalog/catalog-view';
import type { StoreCouponRecord, StoreDetailsRecord } from './store-details.repository';
import type { StoreView } from './store-view';

const STARS = [5, 4, 3, 2, 1];

/** Per-star counts, 5 down to 1, zero where nobody gave that many stars. */
export function toRatingBreakdown(counts: { rating: number; count: number }[]) {
  return STARS.map((rating) => ({
    rating,
    count: counts.find((c) => c.rating === rating)?.count ?? 0,
  }));
}

/** The store's item categories with their parents, in the category index's order. */
function withParentCategories(ids: number[], view: CatalogView): number[] {
  const all = new Set<number>();
  for (const id of ids) {
    const category = view.categories.byId.get(id);
    if (category?.status !== 1) continue;
    all.add(id);
    if (category.parentId !== 0) all.add(category.parentId);
  }
  return [...all].sort((a, b) => a - b);
}

function toCoupon(row: StoreCouponRecord, view: CatalogView): StoreDetails['coupons'][number] {
  const { money, scope } = view;
  return {
    id: row.id,
    title: translate(row.translations, scope.locale, 'title', row.title),
    code: row.code,
    coupon_type: row.couponType,
    discount_type: row.discountType,
    discount: money.discountToWire({ type: row.discountType, value: row.discount }),
    max_discount: money.toWire(row.maxDiscount),
    min_purchase: money.toWire(row.minPurchase),
    start_date: row.startDate,
    expire_date: row.expireDate,
  };
}

export function toStoreDetails(
  row: StoreDetailsRecord,
  coupons: StoreCouponRecord[],
  view: StoreView,
): StoreDetails {
  const { min, max, categoryIds } = row.catalogSummary;
  return {
    ...view.toStore(row),
    email: row.email,
    time_zone: row.timeZone,
    schedules: row.schedules.map((s) => ({
      day: s.day,
      opening_time: s.openingTime,
      closing_time: s.closingTime,
    })),
    category_ids: withParentCategories(categoryIds, view),
    price_range:
      min === null || max === null
        ? null
        : { min: view.money.toWire(min), max: view.money.toWire(max) },
    coupons: coupons.map((coupon) => toCoupon(coupon, view)),
    rating_breakdown: toRatingBreakdown(row.ratingBreakdown),
  };
}
