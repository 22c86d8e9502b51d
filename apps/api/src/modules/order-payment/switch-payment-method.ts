import { randomBytes } from 'node:crypto';
import {
  PAYMENT_INFO_UPDATED_MESSAGE,
  PAYMENT_SWITCH_MESSAGES,
  type PaymentSwitched,
} from '@marketplace/contract/order-payment';
import type { PaymentMethod } from '@marketplace/contract/orders';
import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import { findCashOnDeliveryProblem } from '@marketplace/domain/checkout/cash-on-delivery';
import { WALLET_INSUFFICIENT_BALANCE_MESSAGE } from '@marketplace/domain/checkout/partial-payment';
import { findPaymentMethodProblem } from '@marketplace/domain/checkout/payment-method';
import { findPaymentSwitchProblem, getUnpaidRest } from '@marketplace/domain/orders/payment-switch';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import { loadMoney } from '../catalog/catalog-money';
import { CHECKOUT_MESSAGES } from '../orders/checkout-problem';
import { toPaymentInput } from '../orders/checkout-rules';
import { runOrderTransaction } from '../orders/order-event-queue';
import { paymentLink } from '../orders/order-placed';
import type { OrderRow } from '../orders/order-transition';
import { toOrder } from '../orders/orders.mapper';
import { insertPayment, lockOwnedOrder, selectOwnedOrder } from '../orders/orders.repository';
import { getBusinessSettings } from '../settings/settings.cache';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { getActiveZones } from '../zones/zones.cache';
import { updateOrderPayment, voidPendingOrderPayments } from './order-payment.repository';

const notFound = () => new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
const refuse = (message: string) => new ValidationError([{ code: 'payment_method', message }]);

/** Whether the business, the order's zone and the caller take `to` for this order (422 if not). */
async function assertMethodAvailable(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  caller: Caller,
  order: OrderRow,
  to: PaymentMethod,
): Promise<void> {
  // One after the other: deps.db is the transaction's one connection.
  const settings = await getBusinessSettings(deps);
  const zones = await getActiveZones(deps);
  const zone = zones.find((z) => z.id === order.zoneId) ?? null;
  const problem = findPaymentMethodProblem(to, toPaymentInput({ settings, zone }, caller));
  if (problem) throw refuse(CHECKOUT_MESSAGES[problem]);
  // A parcel whose receiver pays is paid in cash at the door, whatever else is offered.
  if (order.chargePayer === 'receiver' && to !== 'cash_on_delivery') {
    throw refuse(CHECKOUT_MESSAGES.payment_unavailable);
  }
  if (to === 'cash_on_delivery') {
    const rates = zone?.moduleRates.find((rate) => rate.moduleId === order.moduleId) ?? null;
    const cod = findCashOnDeliveryProblem(order.total, rates?.maximumCodOrderAmount ?? null);
    if (cod) throw refuse(cod.message);
  }
}

/**
 * The switch under the order's row lock (the payment callback and the store take the same lock
 * first, so none of them sees a half-made change): wallet → the rest is debited under the
 * wallet's row lock and the order is paid; digital → a new gateway payment for the rest; cash →
 * nothing to take now. Any payment still waiting at the gateway is voided.
 */
async function switchLocked(
  deps: AppDeps,
  tx: Database,
  caller: Caller,
  input: { order_id: number; payment_method: PaymentMethod },
): Promise<string | null> {
  const order = await lockOwnedOrder(tx, caller, input.order_id);
  if (!order) throw notFound();
  const to = input.payment_method;
  const problem = findPaymentSwitchProblem({
    status: order.status,
    paymentStatus: order.paymentStatus,
    from: order.paymentMethod,
    to,
  });
  if (problem === 'order_paid') {
    throw new ConflictError('payment', PAYMENT_SWITCH_MESSAGES.order_paid);
  }
  if (problem === 'order_not_pending') {
    throw new ConflictError('order_status', PAYMENT_SWITCH_MESSAGES.order_not_pending, {
      status: order.status,
    });
  }
  if (problem === 'same_method') throw refuse(PAYMENT_SWITCH_MESSAGES.same_method);
  await assertMethodAvailable({ ...deps, db: tx }, caller, order, to);

  const now = deps.clock.now();
  const rest = getUnpaidRest(order.total, order.walletAmount);
  await voidPendingOrderPayments(tx, order.id, now);
  if (to === 'wallet') {
    if (caller.kind !== 'customer') throw refuse(CHECKOUT_MESSAGES.wallet_needs_customer);
    const balanceBefore = await lockWalletBalance(tx, caller.userId);
    if (balanceBefore < rest) throw refuse(WALLET_INSUFFICIENT_BALANCE_MESSAGE);
    await moveWallet(tx, {
      userId: caller.userId,
      balanceBefore,
      amount: -rest,
      kind: 'order_payment',
      orderId: order.id,
    });
    await updateOrderPayment(
      tx,
      order.id,
      { paymentMethod: to, paymentStatus: 'paid', walletAmount: order.walletAmount + rest },
      now,
    );
    return null;
  }
  await updateOrderPayment(
    tx,
    order.id,
    { paymentMethod: to, paymentStatus: 'unpaid', walletAmount: order.walletAmount },
    now,
  );
  if (to !== 'digital_payment' || rest === 0) return null;
  const token = randomBytes(24).toString('base64url');
  await insertPayment(tx, { orderId: order.id, amount: rest, token });
  return paymentLink(deps.env.PUBLIC_URL, token);
}

/**
 * PUT /customer/order/payment-method: one of the caller's orders (404 otherwise), pending and not
 * paid (409 otherwise), changes how it will be paid: 'Payment info updated.'.
 */
export async function switchPaymentMethod(
  deps: AppDeps,
  ctx: Pick<RequestContext, 'bearerToken' | 'guestId'>,
  input: { order_id: number; payment_method: PaymentMethod },
): Promise<PaymentSwitched> {
  const caller = await resolveGuestOrCustomer(deps, ctx);
  const redirect = await runOrderTransaction(deps, (tx) => switchLocked(deps, tx, caller, input));
  const row = await selectOwnedOrder(deps.db, caller, input.order_id);
  if (!row) throw notFound();
  const money = await loadMoney(deps);
  return {
    message: PAYMENT_INFO_UPDATED_MESSAGE,
    order: toOrder(row, money, deps.env.PUBLIC_URL),
    ...(redirect ? { redirect_link: redirect } : {}),
  };
}
