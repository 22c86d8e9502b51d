import { canTransition } from '@marketplace/domain/orders/order-status';
import { NotFoundError } from '../../errors/app-error';
import type { PaymentSettlement, PaymentSettler } from '../../services/feature-hooks';
import { lockPayment, updatePaymentStatus } from '../payments/payments.repository';
import { type OrderEventDeps, runOrderTransaction } from './order-event-queue';
import { lockOrder, markOrderPaid, type OrderRow, transitionOrder } from './order-transition';

/**
 * The demo gateway's verified outcome for an order, in one transaction under the order's and the
 * payment's row locks (order first, as every order change does): approved → payment approved and
 * the order paid (pending → confirmed); declined → payment declined and the order failed, which
 * gives back its stock, wallet part and coupon use. The first callback wins; later ones change
 * nothing.
 */
export const settleOrderPayment: PaymentSettler = (deps, { targetId, paymentId, outcome, now }) =>
  runOrderTransaction(deps, async (tx) => {
    const order = await lockOrder(tx, targetId);
    const payment = await lockPayment(tx, paymentId);
    if (!order || !payment) throw new NotFoundError('payment', 'Payment not found');
    if (payment.status !== 'pending') {
      return { paymentStatus: payment.status, status: order.status, changed: false };
    }
    return outcome === 'approved'
      ? approve({ ...deps, db: tx }, order, payment.id, now)
      : decline({ ...deps, db: tx }, order, payment.id, now);
  });

async function approve(
  inTx: OrderEventDeps,
  order: OrderRow,
  paymentId: number,
  now: Date,
): Promise<PaymentSettlement> {
  const tx = inTx.db;
  if (order.status === 'canceled' || order.status === 'failed') {
    // The order already gave back what it took; the demo gateway voids the charge instead.
    await updatePaymentStatus(tx, paymentId, 'declined', now);
    return { paymentStatus: 'declined', status: order.status, changed: true };
  }
  await updatePaymentStatus(tx, paymentId, 'approved', now);
  const paid = await markOrderPaid(inTx, order.id, { now });
  return { paymentStatus: 'approved', status: paid.status, changed: true };
}

async function decline(
  inTx: OrderEventDeps,
  order: OrderRow,
  paymentId: number,
  now: Date,
): Promise<PaymentSettlement> {
  const tx = inTx.db;
  await updatePaymentStatus(tx, paymentId, 'declined', now);
  let status = order.status;
  // An order paid some other way, or already final, is not this payment's to fail.
  if (order.paymentStatus !== 'paid' && canTransition(order.status, 'failed', order.orderType)) {
    status = (await transitionOrder(inTx, order.id, 'failed', { now })).status;
  }
  return { paymentStatus: 'declined', status, changed: true };
}
