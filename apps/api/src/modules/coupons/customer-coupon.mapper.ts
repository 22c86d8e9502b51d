import type { CustomerCoupon } from '@marketplace/contract/coupons';
import type { Locale } from '@marketplace/contract/headers';
import { countCouponUsesLeft } from '@marketplace/domain/checkout/coupon-eligibility';
import type { MoneyCodec } from '@marketplace/domain/money/money-codec';
import { translate } from '../../lib/translate';
import type { CouponRow } from '../orders/orders.repository';
import type { CouponPlace } from './coupon-place';

export type CouponWireView = { money: MoneyCodec; locale: Locale; place: CouponPlace };

/** A coupon on the wire, its rules spelled out: amounts in major units, its stores by name. */
export function toCustomerCoupon(
  row: CouponRow,
  customerUses: number,
  view: CouponWireView,
): CustomerCoupon {
  const { money, locale, place } = view;
  const stores =
    row.couponType === 'store_wise'
      ? row.data.flatMap((id) => {
          const store = place.stores.get(id);
          return store
            ? [{ id, name: translate(store.translations, locale, 'name', store.name) }]
            : [];
        })
      : [];
  return {
    id: row.id,
    title: translate(row.translations, locale, 'title', row.title),
    code: row.code,
    coupon_type: row.couponType,
    discount_type: row.discountType,
    discount: money.discountToWire({ type: row.discountType, value: row.discount }),
    max_discount: money.toWire(row.maxDiscount),
    min_purchase: money.toWire(row.minPurchase),
    start_date: row.startDate,
    expire_date: row.expireDate,
    stores,
    limit: row.limit,
    uses_left: countCouponUsesLeft(row, customerUses),
  };
}
