import type { OrderStatus } from './order-status';

/**
 * A refund is asked for a delivered order only (delivered → refund_requested, spec 02 path
 * catalogue refund-reasons): before delivery the customer cancels instead, and an order already
 * in refund cannot be asked twice.
 */
export function canRequestRefund(status: OrderStatus): boolean {
  return status === 'delivered';
}
