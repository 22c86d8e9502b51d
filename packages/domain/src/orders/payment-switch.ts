import type { PaymentMethod } from '../checkout/payment-method';
import type { OrderStatus } from './order-status';

export type PaymentSwitchInput = {
  status: OrderStatus;
  paymentStatus: 'unpaid' | 'paid' | 'failed';
  from: PaymentMethod;
  to: PaymentMethod;
};

/** Why an order's payment method cannot change (the order stays as it is). */
export type PaymentSwitchProblem = 'order_paid' | 'order_not_pending' | 'same_method';

/**
 * Spec 02 path catalogue customer/order/payment-method ('Payment info updated.'): a customer
 * changes how a pending order that is not paid yet will be paid, e.g. a digital payment that
 * failed or was abandoned becomes cash on delivery. A paid order keeps its method (the money has
 * moved); once the store has taken the order (anything after pending) the method is fixed; asking
 * for the method the order already has changes nothing and is refused.
 */
export function findPaymentSwitchProblem(input: PaymentSwitchInput): PaymentSwitchProblem | null {
  if (input.paymentStatus === 'paid') return 'order_paid';
  if (input.status !== 'pending') return 'order_not_pending';
  if (input.from === input.to) return 'same_method';
  return null;
}

/** What is still to pay after the wallet part already taken (a partial payment's rest). */
export function getUnpaidRest(total: number, walletAmount: number): number {
  return Math.max(0, total - Math.max(0, walletAmount));
}
