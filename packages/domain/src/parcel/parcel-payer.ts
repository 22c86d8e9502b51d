import type { PaymentMethod } from '../checkout/payment-method';

/** Who pays a parcel's fee (charge_payer). */
export const PARCEL_CHARGE_PAYERS = ['sender', 'receiver'] as const;
export type ParcelChargePayer = (typeof PARCEL_CHARGE_PAYERS)[number];

/**
 * Issue 16: the receiver pays only by cash, when the parcel is handed over; the sender may pay
 * by any method the business and the zone offer.
 */
export function isParcelPaymentAllowed(payer: ParcelChargePayer, method: PaymentMethod): boolean {
  return payer === 'sender' || method === 'cash_on_delivery';
}
