import { isOrderReference } from '@marketplace/contract/order-reference';
import { idQuery } from '@marketplace/contract/paging';

/** An order id from a URL (a path segment or ?order_id=): a positive whole number. */
export const OrderIdSchema = idQuery('order_id');

/**
 * How a page names an order (decision 0029): its public reference, which every link carries; or,
 * from links made before references, the internal id, which opens only the caller's own order.
 */
export type OrderKey = { reference: string } | { id: number };

/** A path segment or query value as an OrderKey; null when it is neither shape. */
export function parseOrderKey(text: string | undefined | null): OrderKey | null {
  const value = text?.trim() ?? '';
  if (isOrderReference(value)) return { reference: value.toLowerCase() };
  const id = OrderIdSchema.safeParse(value);
  return id.success ? { id: id.data } : null;
}

/** The track and stream query that names this order. */
export function orderKeyQuery(key: OrderKey): { order_reference: string } | { order_id: number } {
  return 'reference' in key ? { order_reference: key.reference } : { order_id: key.id };
}

/** One string per order key (query-cache keys, React keys). */
export function orderKeyText(key: OrderKey): string {
  return 'reference' in key ? key.reference : `#${key.id}`;
}

/**
 * The order a page's query names: ?order=<reference> as links now carry it, else an old
 * ?order_id=<id> (owner only).
 */
export function readOrderKeyParam(
  params: Record<string, string | string[] | undefined>,
): OrderKey | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return parseOrderKey(first(params.order) ?? first(params.order_id));
}
