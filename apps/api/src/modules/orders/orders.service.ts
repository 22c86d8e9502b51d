import {
  ORDER_CANCELED_MESSAGE,
  ORDER_NOT_CANCELABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type Order,
  type OrderDetail,
  type OrderList,
  type OrderTrack,
  type OrderTrackQuery,
} from '@marketplace/contract/orders';
import type { PageQuery } from '@marketplace/contract/paging';
import { canCustomerCancel } from '@marketplace/domain/orders/order-status';
import type { AppDeps } from '../../app-types';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import { loadMoney } from '../catalog/catalog-money';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { readOwnPrescriptionLinks } from '../prescriptions/prescription-links';
import { findTrackableOrder } from './find-trackable-order';
import { runOrderTransaction } from './order-event-queue';
import { transitionOrder } from './order-transition';
import { toOrder, toOrderDetail, toOrderTrack } from './orders.mapper';
import {
  lockOwnedOrder,
  selectOwnedOrder,
  selectOwnedOrderLines,
  selectOwnedOrders,
} from './orders.repository';

type CallerContext = Pick<RequestContext, 'bearerToken' | 'guestId'>;

const notFound = () => new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);

async function openOrderRequest(deps: AppDeps, ctx: CallerContext) {
  const caller: Caller = await resolveGuestOrCustomer(deps, ctx);
  return { caller, money: await loadMoney(deps) };
}

/**
 * GET /customer/order/list (the history: orders no longer running) and
 * /customer/order/running-orders: the caller's orders, newest first, paged.
 */
export async function listOrders(
  deps: AppDeps,
  ctx: CallerContext,
  page: PageQuery,
  options: { running: boolean },
): Promise<OrderList> {
  const { caller, money } = await openOrderRequest(deps, ctx);
  const { limit, skip } = toRowWindow(page);
  const { total, rows } = await selectOwnedOrders(deps.db, caller, {
    running: options.running,
    limit,
    skip,
  });
  const orders = rows.map((row) => toOrder(row, money, deps.env.PUBLIC_URL));
  return toPagedAnswer('orders', page, total, orders);
}

/** GET /customer/order/details?order_id=: the lines of one of the caller's orders; else 404. */
export async function getOrderDetails(
  deps: AppDeps,
  ctx: CallerContext,
  orderId: number,
): Promise<OrderDetail[]> {
  const { caller, money } = await openOrderRequest(deps, ctx);
  const order = await selectOwnedOrder(deps.db, caller, orderId);
  if (!order) throw notFound();
  const lines = await selectOwnedOrderLines(deps.db, caller, orderId);
  return lines.map((line) => toOrderDetail(line, money, deps.env.PUBLIC_URL));
}

/**
 * GET /customer/order/track?order_reference=[&contact_number=] (or ?order_id=, own orders only):
 * the caller's own order in full; a guest order proved by reference and contact number without
 * its delivery address, phone or note (findTrackableOrder keeps the attempt limits). Anything
 * else is a 404 `order`.
 */
export async function trackOrder(
  deps: AppDeps,
  limiter: AttemptLimiter,
  ctx: CallerContext & { ip: string },
  query: OrderTrackQuery,
): Promise<OrderTrack> {
  const { caller, money } = await openOrderRequest(deps, ctx);
  const found = await findTrackableOrder({ db: deps.db, limiter }, caller, ctx.ip, {
    reference: query.order_reference,
    id: query.order_id,
    contactNumber: query.contact_number,
  });
  if (!found) throw notFound();
  const attachments = await readOwnPrescriptionLinks(deps, caller, found.row.order);
  const order = toOrderTrack(found.row, money, deps.env.PUBLIC_URL, attachments);
  return found.isOwner ? order : withoutPersonalData(order);
}

/** A contact-number lookup shows the order's progress, not where or to whom it goes. */
function withoutPersonalData(order: OrderTrack): OrderTrack {
  return { ...order, delivery_address: null, order_note: null };
}

/**
 * PUT /customer/order/cancel: one of the caller's orders, only while pending (409 `order_status`
 * otherwise). Under the order's lock; the transition gives the stock, wallet part and coupon use
 * back exactly once, so a second cancel finds it canceled and changes nothing.
 */
export async function cancelOrder(
  deps: AppDeps,
  ctx: CallerContext,
  input: { order_id: number; reason: string },
): Promise<{ message: string; order: Order }> {
  const { caller, money } = await openOrderRequest(deps, ctx);
  await runOrderTransaction(deps, async (tx) => {
    const order = await lockOwnedOrder(tx, caller, input.order_id);
    if (!order) throw notFound();
    if (!canCustomerCancel(order.status)) {
      throw new ConflictError('order_status', ORDER_NOT_CANCELABLE_MESSAGE, {
        status: order.status,
      });
    }
    return transitionOrder({ ...deps, db: tx }, order.id, 'canceled', {
      reason: input.reason,
    });
  });
  const row = await selectOwnedOrder(deps.db, caller, input.order_id);
  if (!row) throw notFound();
  return { message: ORDER_CANCELED_MESSAGE, order: toOrder(row, money, deps.env.PUBLIC_URL) };
}
