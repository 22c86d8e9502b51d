import type { PaymentMethod } from '@marketplace/contract/orders';
import type { CheckoutSettings } from './checkout-settings';

/** The store zone's payment flags (get-zone-id zone_data); null while unknown. */
export type ZonePayments = { cashOnDelivery: boolean; digitalPayment: boolean };

/**
 * The payment methods to offer: cash on delivery and digital payment when the config and the
 * store's zone allow them (digital also needs a gateway), the wallet for signed-in customers when
 * the wallet feature is on. The server checks again on every quote and place.
 */
export function getPaymentMethods(input: {
  settings: Pick<CheckoutSettings, 'cashOnDelivery' | 'digitalPayment' | 'wallet' | 'gateways'>;
  zone: ZonePayments | null;
  isSignedIn: boolean;
}): PaymentMethod[] {
  const { settings, zone, isSignedIn } = input;
  const methods: PaymentMethod[] = [];
  if (settings.cashOnDelivery && (zone?.cashOnDelivery ?? true)) methods.push('cash_on_delivery');
  if (settings.digitalPayment && settings.gateways.length > 0 && (zone?.digitalPayment ?? true)) {
    methods.push('digital_payment');
  }
  if (settings.wallet && isSignedIn) methods.push('wallet');
  return methods;
}

/** Keeps the chosen method while it is offered, else the first one (null: none is offered). */
export function pickPaymentMethod(
  current: PaymentMethod | null,
  methods: readonly PaymentMethod[],
): PaymentMethod | null {
  return current !== null && methods.includes(current) ? current : (methods[0] ?? null);
}

/**
 * Spec 02 §3 partial payment: offered to a signed-in customer whose wallet holds something but
 * less than the order's total, when the business allows it; the rest is paid another way.
 * Amounts are the server's (major units) — this only decides whether to offer the choice.
 */
export function canOfferPartialPayment(input: {
  settings: Pick<CheckoutSettings, 'partialPayment'>;
  isSignedIn: boolean;
  walletBalance: number;
  total: number | null;
}): boolean {
  const { settings, isSignedIn, walletBalance, total } = input;
  return (
    settings.partialPayment &&
    isSignedIn &&
    total !== null &&
    walletBalance > 0 &&
    walletBalance < total
  );
}
