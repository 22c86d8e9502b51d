import type { OrderConfirmationStatus } from '@marketplace/contract/payments';

/**
 * The storefront page a finished payment sends the customer to (WEB_URL may carry a path), named
 * by the order's public reference, never its internal id (decision 0029).
 */
export function buildOrderConfirmationUrl(
  webUrl: string,
  orderReference: string,
  status: OrderConfirmationStatus,
): string {
  const query = new URLSearchParams({ order: orderReference, status });
  return `${webUrl.replace(/\/+$/, '')}/order-confirmation?${query}`;
}

/** Where a finished rental trip payment sends the customer: the trip's page. */
export function buildTripConfirmationUrl(
  webUrl: string,
  tripId: number,
  status: OrderConfirmationStatus,
): string {
  const query = new URLSearchParams({ status });
  return `${webUrl.replace(/\/+$/, '')}/my-trips/${tripId}?${query}`;
}

/**
 * The confirmation page of whatever the payment was for; a wallet top-up returns to the page it
 * named (checked to be on the storefront's origin when the top-up began), else /wallet.
 */
export function buildPaymentReturnUrl(
  webUrl: string,
  target: { kind: 'order' | 'trip' | 'wallet'; id: number; reference?: string },
  status: OrderConfirmationStatus,
  callbackUrl?: string | null,
): string {
  if (target.kind === 'wallet') {
    const url = new URL(callbackUrl ?? `${webUrl.replace(/\/+$/, '')}/wallet`);
    url.searchParams.set('status', status);
    return url.toString();
  }
  return target.kind === 'trip'
    ? buildTripConfirmationUrl(webUrl, target.id, status)
    : buildOrderConfirmationUrl(webUrl, target.reference ?? '', status);
}
