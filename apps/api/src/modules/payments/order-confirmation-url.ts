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
