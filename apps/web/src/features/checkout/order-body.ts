import type { OrderPlaceBodyInput, PaymentMethod } from '@marketplace/contract/orders';
import type { OrderAddressFields } from '@/features/addresses/order-address-fields';
import type { DirectOrder } from '@/features/cart/direct-order';
import type { CheckoutChoices } from './checkout-choices';

/** Where the checkout's lines come from: the cart, or the one Buy Now / Order Now line. */
export type CheckoutSource = { kind: 'cart' } | { kind: 'direct'; line: DirectOrder };

type BodyInput = {
  source: CheckoutSource;
  choices: CheckoutChoices;
  /** Address and contact fields; for a quote they may be partial (the server says what lacks). */
  address: Partial<OrderAddressFields> | null;
  guestId: string | null;
  storeId: number | null;
  /** Quotes have no use for the note; sending it would re-quote on every keystroke. */
  withNote: boolean;
};

/**
 * The body of POST /customer/order/quote and /place (API-CONTRACT "Order place body"): the
 * customer's choices and where to, never an amount the server would have to trust.
 */
export function buildOrderBody(input: BodyInput): OrderPlaceBodyInput & {
  payment_method: PaymentMethod;
} {
  const { source, choices, address, guestId, storeId } = input;
  const body: OrderPlaceBodyInput & { payment_method: PaymentMethod } = {
    payment_method: choices.paymentMethod ?? 'cash_on_delivery',
    partial_payment: choices.paymentMethod !== 'wallet' && choices.partial,
    order_type: choices.orderType,
    schedule_at: choices.scheduleAt,
    coupon_code: choices.couponCode,
    dm_tips: choices.orderType === 'delivery' ? choices.tips : 0,
    ...(storeId !== null ? { store_id: storeId } : {}),
    ...(guestId ? { guest_id: guestId } : {}),
    ...withoutDeliveryFields(address, choices.orderType),
  };
  if (input.withNote && choices.note.trim()) body.order_note = choices.note.trim();
  if (choices.prescriptions.length > 0) {
    body.order_attachment = choices.prescriptions.map((image) => image.id);
  }
  if (source.kind === 'direct') {
    const { line } = source;
    body.is_buy_now = true;
    body.cart = [
      {
        item_id: line.itemId,
        model: line.model,
        quantity: line.quantity,
        variation: line.variation,
        add_on_ids: line.addOns.map((addOn) => addOn.id),
        add_on_qtys: line.addOns.map((addOn) => addOn.quantity),
      },
    ];
  }
  return body;
}

/** Take-away sends the contact only: no address, no point. */
function withoutDeliveryFields(
  address: Partial<OrderAddressFields> | null,
  orderType: CheckoutChoices['orderType'],
): Partial<OrderAddressFields> {
  if (!address) return {};
  if (orderType === 'delivery') return address;
  const { contact_person_name, contact_person_number, contact_person_email } = address;
  return {
    ...(contact_person_name ? { contact_person_name } : {}),
    ...(contact_person_number ? { contact_person_number } : {}),
    ...(contact_person_email ? { contact_person_email } : {}),
  };
}
