/** The place body's payment_method (API-CONTRACT "Order place body"), in the order they are offered. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The business's payment switches (config cash_on_delivery, digital_payment, customer_wallet_status). */
export type PaymentFlags = { cashOnDelivery: boolean; digitalPayment: boolean; wallet: boolean };

/** The payment flags of the store's zone (zone_data); null when the store's zone takes no orders. */
export type ZonePayments = { cashOnDelivery: boolean; digitalPayment: boolean };

export type PaymentMethodInput = {
  business: PaymentFlags;
  zone: ZonePayments | null;
  /** A signed-in customer (a guest has no wallet). */
  isCustomer: boolean;
};

export type PaymentMethodProblem = 'payment_unavailable' | 'wallet_needs_customer';

/**
 * Cash on delivery and digital payment need the business and the store's zone to take them;
 * the wallet needs the wallet feature on, and a signed-in customer to pay from it.
 */
export function findPaymentMethodProblem(
  method: PaymentMethod,
  input: PaymentMethodInput,
): PaymentMethodProblem | null {
  const { business, zone } = input;
  const available =
    method === 'cash_on_delivery'
      ? business.cashOnDelivery && zone?.cashOnDelivery === true
      : method === 'digital_payment'
        ? business.digitalPayment && zone?.digitalPayment === true
        : business.wallet;
  if (!available) return 'payment_unavailable';
  if (method === 'wallet' && !input.isCustomer) return 'wallet_needs_customer';
  return null;
}

/** The payment methods to offer: those the server accepts for this caller and store. */
export function getOfferedPaymentMethods(input: PaymentMethodInput): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => findPaymentMethodProblem(method, input) === null);
}
