import type { OrderPlaceBody, OrderQuote } from '@marketplace/contract/orders';
import { FREE_DELIVERY_REASON_MESSAGES } from '@marketplace/domain/checkout/free-delivery';
import { needsPrescription } from '@marketplace/domain/checkout/prescription';
import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';
import { resolveGuestOrCustomer } from '../auth/caller';
import { previewCashback } from '../cashback/cashback-offers';
import { selectWalletBalanceOf } from './checkout.repository';
import { priceCheckout } from './checkout-pricing';
import {
  type CheckoutContextHeaders,
  isStoreOrderBody,
  type OrdersDeps,
  openCheckout,
} from './checkout-request';
import { loadCouponState } from './coupon-state';
import { readParcelFields } from './parcel-checkout';
import { quoteParcelOrder } from './quote-parcel-order';

async function readWalletBalance(db: Database, caller: Caller): Promise<number> {
  if (caller.kind !== 'customer') return 0;
  return selectWalletBalanceOf(db, caller.userId);
}

/**
 * POST /customer/order/quote: what place would charge for these choices and why a choice is
 * unavailable, without side effects (nothing is locked or written). The numbers are computed by
 * the same code as place's; place re-checks stock, coupon uses and the wallet under locks.
 */
export async function quoteOrder(
  deps: OrdersDeps,
  ctx: CheckoutContextHeaders,
  body: OrderPlaceBody,
): Promise<OrderQuote> {
  if (!isStoreOrderBody(body)) {
    const caller = await resolveGuestOrCustomer(deps, ctx);
    return quoteParcelOrder(deps, ctx, caller, readParcelFields(body));
  }
  const checkout = await openCheckout(deps, ctx, body);
  const { caller, choices, context, view } = checkout;
  const coupon = await loadCouponState(deps.db, caller, choices.couponCode, { lock: false });
  const walletBalance = await readWalletBalance(deps.db, caller);
  const priced = priceCheckout({ ...checkout, coupon, walletBalance, now: view.scope.now });
  const { breakdown } = priced;
  const problems = [...checkout.problems, ...priced.problems];
  const major = view.money.toWire;
  const cashback =
    caller.kind === 'customer' ? await previewCashback(deps, caller.userId, breakdown.total) : null;
  return {
    store_id: context.store.id,
    order_type: choices.orderType,
    payment_method: choices.paymentMethod,
    subtotal: major(breakdown.subtotal),
    item_discount: major(breakdown.itemDiscount),
    coupon_code: priced.couponId === null ? null : choices.couponCode,
    coupon_discount: major(breakdown.couponDiscount),
    distance: choices.orderType === 'delivery' ? context.distanceMeters : null,
    original_delivery_charge: major(breakdown.originalDeliveryFee),
    delivery_charge: major(breakdown.deliveryFee),
    free_delivery_reason: breakdown.freeDeliveryReason,
    free_delivery_message:
      breakdown.freeDeliveryReason === null
        ? null
        : FREE_DELIVERY_REASON_MESSAGES[breakdown.freeDeliveryReason],
    surge_charge: major(breakdown.surgeFee),
    surge_note: priced.surge?.customerNote ?? null,
    cashback_amount: major(cashback?.amount ?? 0),
    tax: major(breakdown.tax),
    tax_included: breakdown.taxIncluded,
    tax_added: major(breakdown.taxIncluded ? 0 : breakdown.tax),
    additional_charge: major(breakdown.additionalCharge),
    additional_charge_name: context.settings.additional_charge_name,
    dm_tips: major(breakdown.tips),
    total_amount: major(breakdown.total),
    wallet_amount: major(breakdown.walletPart),
    other_amount: major(breakdown.otherPart),
    minimum_order: major(context.store.minimumOrder),
    problems,
    prescription_required: needsPrescription(checkout.lines),
    can_place: problems.length === 0,
  };
}
