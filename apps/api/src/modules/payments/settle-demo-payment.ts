import type { DemoPaymentOutcome } from '@marketplace/contract/payments';
import { canTransition } from '@marketplace/domain/orders/order-status';
import { NotFoundError } from '../../errors/app-error';
import { type OrderEventDeps, runOrderTransaction } from '../orders/order-event-queue';
import {
  lockOrder,
  markOrderPaid,
  type OrderRow,
  transitionOrder,
} from '../orders/order-transition';
import { settleTripPayment } from '../rental/settle-trip-payment';
import { settleWalletTopUp } from '../wallet/settle-wallet-top-up';
import {
  findDemoPayment,
  lockPayment,
  type PaymentStatus,
  type PaymentTarget,
  updatePaymentStatus,
} from './payments.repository';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';

export type DemoPaymentSettlement = {
  /** The order, rental trip or wallet top-up paid for. */
  target: PaymentTarget;
  /** A top-up's return page. */
  callbackUrl?: string | null;
  paymentStatus: PaymentStatus;
  /** The order's or trip's status after the callback. */
  status: string;
  /** false for a replayed callback: the payment had its outcome already. */
  changed: boolean;
};

type OrderSettlement = {
  orderId: number;
  paymentStatus: PaymentStatus;
  orderStatus: OrderRow['status'];
  changed: boolean;
};

type SettleOptions = { token: string; outcome: DemoPaymentOutcome; now?: Date };

/**
 * Applies a verified gateway callback in one transaction, under the order's and the payment's
 * row locks (order first, as every order change does): approved → payment approved and the order
 * paid (pending → confirmed); declined → payment declined and the order failed, which gives back
 * its stock, wallet part and coupon use. The first callback wins; later ones change nothing.
 */
export async function settleDemoPayment(
  deps: OrderEventDeps,
  { token, outcome, now = new Date() }: SettleOptions,
): Promise<DemoPaymentSettlement> {
  const { db } = deps;
  const found = await findDemoPayment(db, token);
  if (!found) throw new NotFoundError('payment', PAYMENT_NOT_FOUND_MESSAGE);
  if (found.target.kind === 'wallet') {
    const settled = await settleWalletTopUp(db, {
      paymentId: found.paymentId,
      userId: found.target.id,
      outcome,
      now,
    });
    return { target: found.target, callbackUrl: found.callbackUrl, ...settled };
  }
  if (found.target.kind === 'trip') {
    const settled = await settleTripPayment(deps, {
      tripId: found.target.id,
      paymentId: found.paymentId,
      outcome,
      now,
    });
    return { target: found.target, ...settled };
  }
  const settled = await settleOrderPayment(deps, found.target.id, found.paymentId, outcome, now);
  return {
    target: found.target,
    paymentStatus: settled.paymentStatus,
    status: settled.orderStatus,
    changed: settled.changed,
  };
}

function settleOrderPayment(
  deps: OrderEventDeps,
  orderId: number,
  paymentId: number,
  outcome: DemoPaymentOutcome,
  now: Date,
): Promise<OrderSettlement> {
  return runOrderTransaction(deps, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const payment = await lockPayment(tx, paymentId);
    if (!order || !payment) throw new NotFoundError('payment', PAYMENT_NOT_FOUND_MESSAGE);
    if (payment.status !== 'pending') {
      return {
        orderId: order.id,
        paymentStatus: payment.status,
        orderStatus: order.status,
        changed: false,
      };
    }
    return outcome === 'approved'
      ? approve({ ...deps, db: tx }, order, payment.id, now)
      : decline({ ...deps, db: tx }, order, payment.id, now);
  });
}

async function approve(
  inTx: OrderEventDeps,
  order: OrderRow,
  paymentId: number,
  now: Date,
): Promise<OrderSettlement> {
  const tx = inTx.db;
  if (order.status === 'canceled' || order.status === 'failed') {
    // The order already gave back what it took; the demo gateway voids the charge instead.
    await updatePaymentStatus(tx, paymentId, 'declined', now);
    return {
      orderId: order.id,
      paymentStatus: 'declined',
      orderStatus: order.status,
      changed: true,
    };
  }
  await updatePaymentStatus(tx, paymentId, 'approved', now);
  const paid = await markOrderPaid(inTx, order.id, { now });
  return { orderId: order.id, paymentStatus: 'approved', orderStatus: paid.status, changed: true };
}

async function decline(
  inTx: OrderEventDeps,
  order: OrderRow,
  paymentId: number,
  now: Date,
): Promise<OrderSettlement> {
  const tx = inTx.db;
  await updatePaymentStatus(tx, paymentId, 'declined', now);
  let orderStatus = order.status;
  // An order paid some other way, or already final, is not this payment's to fail.
  if (order.paymentStatus !== 'paid' && canTransition(order.status, 'failed', order.orderType)) {
    orderStatus = (await transitionOrder(inTx, order.id, 'failed', { now })).status;
  }
  return { orderId: order.id, paymentStatus: 'declined', orderStatus, changed: true };
}
