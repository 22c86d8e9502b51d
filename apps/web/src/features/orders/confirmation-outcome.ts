import type { OrderStatus } from '@marketplace/domain/orders/order-status';

export type ConfirmationOutcome = 'placed' | 'payment_failed' | 'canceled';

/**
 * What the confirmation page says. The gateway's redirect (`status`) is a hint; the order, once
 * read, is the truth: a canceled order is neither placed nor a failed payment (the gateway sends
 * 'fail' for an order canceled before it was paid), and a failed one failed whatever the URL says.
 */
export function getConfirmationOutcome(
  status: 'success' | 'fail',
  order: { order_status: OrderStatus; payment_status: 'unpaid' | 'paid' | 'failed' } | undefined,
): ConfirmationOutcome {
  if (order?.order_status === 'canceled') return 'canceled';
  if (status === 'fail' || order?.order_status === 'failed' || order?.payment_status === 'failed') {
    return 'payment_failed';
  }
  return 'placed';
}
