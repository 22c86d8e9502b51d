import { couponApply, couponList } from '@marketplace/contract/endpoints/coupons';
import { callApi } from '@/lib/api-client';

/** GET /coupon/list: the signed-in customer's coupons in the current module and zone. */
export function fetchCoupons(signal?: AbortSignal) {
  return callApi(couponList, { signal });
}

/** GET /coupon/apply?code=: the coupon when it can be used here, else an ApiError with why. */
export function checkCoupon(code: string) {
  return callApi(couponApply, { query: { code } });
}
