import type { OrderDetail } from '@marketplace/contract/orders';
import type { AddLineBody } from '@/features/cart/cart-api';

/**
 * A placed order's line as a cart line again (the payment failed and the customer tries once
 * more): same item, quantity, variation and add-ons; the server prices it afresh. A line whose
 * item no longer exists (item_id null) cannot come back.
 */
export function toCartLine(line: OrderDetail): AddLineBody | null {
  if (line.item_id === null) return null;
  const addOns = line.add_ons.filter((addOn) => addOn.quantity > 0);
  return {
    model: line.item_type,
    item_id: line.item_id,
    quantity: line.quantity,
    variation: line.variation,
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => Math.round(addOn.quantity)),
  };
}
