import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';
import type { CouponState } from './checkout-pricing';
import {
  countCouponUses,
  countPreviousOrders,
  lockCoupon,
  selectCouponByCode,
} from './orders.repository';

/**
 * The coupon entered and the counts its rules read for this caller. With `lock`, the coupon's
 * row is locked first (SELECT ... FOR UPDATE), so the uses counted cannot grow before this
 * transaction records its own: a limit of 1 holds when two orders race.
 */
export async function loadCouponState(
  db: Database,
  caller: Caller,
  code: string | null,
  options: { lock: boolean },
): Promise<CouponState> {
  if (code === null) return { code, row: null, customerUses: 0, previousOrders: 0 };
  const found = await selectCouponByCode(db, code);
  const row = found && options.lock ? await lockCoupon(db, found.id) : found;
  if (!row) return { code, row: null, customerUses: 0, previousOrders: 0 };
  // One after the other: inside a transaction they share one connection anyway.
  const customerUses = await countCouponUses(db, row.id, caller);
  const previousOrders =
    row.couponType === 'first_order' ? await countPreviousOrders(db, caller) : 0;
  return { code, row, customerUses, previousOrders };
}
