import type { OrderConfirmationStatus } from '@marketplace/contract/payments';

/** The storefront page a finished payment sends the customer to (WEB_URL may carry a path). */
export function buildOrderConfirmationUrl(
  webUrl: string,
  orderId: number,
  status: OrderConfirmationStatus,
): string {
  const query = new URLSearchParams({ order_id: String(orderId), status });
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

/** The confirmation page of whatever the payment was for. */
export function buildPaymentReturnUrl(
  webUrl: string,
  target: { kind: 'order' | 'trip'; id: number },
  status: OrderConfirmationStatus,
): string {
  return target.kind === 'trip'
    ? buildTripConfirmationUrl(webUrl, target.id, status)
    : buildOrderConfirmationUrl(webUrl, target.id, status);
}
