import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import {
  REFUND_NOT_ALLOWED_MESSAGE,
  REFUND_REQUESTED_MESSAGE,
  type RefundRequested,
} from '@marketplace/contract/refunds';
import { canRequestRefund } from '@marketplace/domain/orders/refund';
import type { AppDeps } from '../../app-types';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { resolveGuestOrCustomer } from '../auth/caller';
import { loadMoney } from '../catalog/catalog-money';
import { runOrderTransaction } from '../orders/order-event-queue';
import { transitionOrder } from '../orders/order-transition';
import { toOrder } from '../orders/orders.mapper';
import { lockOwnedOrder, selectOwnedOrder } from '../orders/orders.repository';
import { insertRefundRequest } from './refunds.repository';

const notFound = () => new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);

/**
 * POST /customer/order/refund-request: under the order's lock, one of the caller's orders (404
 * otherwise) moves delivered → refund_requested with the reason kept; any other status, a second
 * request among them, is a 409 `order_status`.
 */
export async function requestRefund(
  deps: AppDeps,
  ctx: Pick<RequestContext, 'bearerToken' | 'guestId'>,
  input: { order_id: number; customer_reason: string; customer_note: string | null },
): Promise<RefundRequested> {
  const caller = await resolveGuestOrCustomer(deps, ctx);
  await runOrderTransaction(deps, async (tx) => {
    const order = await lockOwnedOrder(tx, caller, input.order_id);
    if (!order) throw notFound();
    if (!canRequestRefund(order.status)) {
      throw new ConflictError('order_status', REFUND_NOT_ALLOWED_MESSAGE, { status: order.status });
    }
    await insertRefundRequest(tx, {
      orderId: order.id,
      reason: input.customer_reason,
      note: input.customer_note,
    });
    return transitionOrder({ ...deps, db: tx }, order.id, 'refund_requested');
  });
  const row = await selectOwnedOrder(deps.db, caller, input.order_id);
  if (!row) throw notFound();
  const money = await loadMoney(deps);
  return { message: REFUND_REQUESTED_MESSAGE, order: toOrder(row, money, deps.env.PUBLIC_URL) };
}
