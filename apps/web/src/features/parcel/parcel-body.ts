import type { OrderPlaceBodyInput } from '@marketplace/contract/orders';
import type { ParcelChargePayer } from '@marketplace/contract/parcel-order';
import type { PaymentMethod } from '@marketplace/domain/checkout/payment-method';
import {
  isPartyComplete,
  type ParcelParty,
  toReceiverDetails,
  toSenderFields,
} from './parcel-party';

/** Spec: an instruction chosen from the list or typed, at most 500 characters. */
export const MAX_PARCEL_INSTRUCTION_LENGTH = 500;

/** What the customer chose on the parcel form. */
export type ParcelChoices = {
  categoryId: number | null;
  sender: ParcelParty;
  receiver: ParcelParty;
  payer: ParcelChargePayer;
  instruction: string;
  paymentMethod: PaymentMethod | null;
};

/**
 * The body of POST /customer/order/quote and /place for a parcel (docs/parcel.md): choices and
 * places only, never an amount. null until the server has what it needs to price it (a
 * category and both parties complete).
 */
export function buildParcelBody(
  choices: ParcelChoices,
  guestId: string | null,
): OrderPlaceBodyInput | null {
  const { categoryId, sender, receiver } = choices;
  if (categoryId === null || !isPartyComplete(sender) || !isPartyComplete(receiver)) return null;
  const instruction = choices.instruction.trim().slice(0, MAX_PARCEL_INSTRUCTION_LENGTH);
  return {
    order_type: 'parcel',
    payment_method: choices.paymentMethod ?? 'cash_on_delivery',
    parcel_category_id: categoryId,
    charge_payer: choices.payer,
    ...toSenderFields(sender),
    receiver_details: toReceiverDetails(receiver),
    ...(instruction ? { delivery_instruction: instruction } : {}),
    ...(guestId ? { guest_id: guestId } : {}),
  };
}
