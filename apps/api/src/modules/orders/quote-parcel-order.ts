import type { OrderQuote } from '@marketplace/contract/orders';
import type { Caller } from '../auth/caller';
import type { CheckoutContextHeaders, OrdersDeps } from './checkout-request';
import { loadParcelReferenceData, openParcelCheckout, type ParcelBody } from './parcel-checkout';

/**
 * POST /customer/order/quote with order_type parcel: the fee place would charge and why a choice
 * is unavailable, in the quote's shape (no store, no lines: the fee is the whole amount).
 */
export async function quoteParcelOrder(
  deps: OrdersDeps,
  ctx: CheckoutContextHeaders,
  caller: Caller,
  body: ParcelBody,
): Promise<OrderQuote> {
  const reference = await loadParcelReferenceData(deps, ctx);
  const parcel = await openParcelCheckout(deps, reference, caller, body);
  const { fee, problems } = parcel;
  const major = parcel.money.toWire;
  const wallet = body.payment_method === 'wallet' ? fee.total : 0;
  return {
    store_id: null,
    order_type: 'parcel',
    payment_method: body.payment_method,
    subtotal: 0,
    item_discount: 0,
    coupon_code: null,
    coupon_discount: 0,
    distance: parcel.distanceMeters,
    original_delivery_charge: major(fee.deliveryFee),
    delivery_charge: major(fee.deliveryFee),
    surge_charge: major(fee.surgeFee),
    surge_note: parcel.surge?.customerNote ?? null,
    free_delivery_reason: null,
    free_delivery_message: null,
    tax: major(fee.tax),
    tax_included: fee.taxIncluded,
    tax_added: major(fee.taxIncluded ? 0 : fee.tax),
    additional_charge: 0,
    additional_charge_name: parcel.settings.additional_charge_name,
    dm_tips: 0,
    total_amount: major(fee.total),
    wallet_amount: major(wallet),
    other_amount: major(fee.total - wallet),
    minimum_order: 0,
    prescription_required: false,
    problems,
    can_place: problems.length === 0,
  };
}
