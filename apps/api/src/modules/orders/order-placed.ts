import { ORDER_PLACED_MESSAGE, type OrderPlaced } from '@marketplace/contract/orders';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import type { Money } from '../catalog/catalog-money';
import type { OrderRow } from './order-transition';
import { selectPendingPaymentToken } from './orders.repository';

/* The answer of a place (store order or parcel), and of its retries. */

export function paymentLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment/demo/${token}`;
}

export function toPlaced(order: OrderRow, money: Money, redirect: string | null): OrderPlaced {
  return {
    message: ORDER_PLACED_MESSAGE,
    order_id: order.id,
    order_reference: order.reference,
    total_amount: money.toWire(order.total),
    status: order.status,
    created_at: order.createdAt.toISOString(),
    ...(redirect ? { redirect_link: redirect } : {}),
  };
}

/** A retried place answers the order the first one created, with its payment link if unpaid. */
export async function answerExisting(
  deps: Pick<AppDeps, 'env'>,
  db: Database,
  order: OrderRow,
  money: Money,
) {
  const token =
    order.paymentMethod === 'digital_payment'
      ? await selectPendingPaymentToken(db, order.id)
      : null;
  return toPlaced(order, money, token ? paymentLink(deps.env.PUBLIC_URL, token) : null);
}
