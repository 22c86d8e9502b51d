import type { ParcelChargePayer } from '@marketplace/contract/parcel-order';
import type { PaymentMethod } from '@marketplace/domain/checkout/payment-method';
import { isParcelPaymentAllowed } from '@marketplace/domain/parcel/parcel-payer';

/** The offered methods the payer may use (the domain's rule on who pays how). */
export function getParcelPaymentMethods(
  offered: readonly PaymentMethod[] | null,
  payer: ParcelChargePayer,
): PaymentMethod[] | null {
  return offered === null
    ? null
    : offered.filter((method) => isParcelPaymentAllowed(payer, method));
}
