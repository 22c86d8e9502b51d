import type { Order } from '@marketplace/contract/orders';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { BreakdownInput } from '@/features/checkout/quote-breakdown';

/**
 * A placed order's amounts in the shape the checkout's breakdown shows (all the server's; the
 * one subtraction is what was left after the wallet part, for display).
 */
export function toOrderBreakdown(
  order: Order,
  digits: number,
  labels: { additionalCharge: string; freeDelivery: string },
): BreakdownInput {
  const wallet = order.partially_paid_amount;
  const money = createMoneyCodec(digits);
  const due = money.toWire(money.fromWire(order.order_amount) - money.fromWire(wallet));
  const isFree = order.free_delivery_reason !== null && order.delivery_charge === 0;
  return {
    order_type: order.order_type,
    subtotal: order.subtotal,
    item_discount: order.item_discount,
    coupon_discount: order.coupon_discount_amount,
    tax: order.total_tax_amount,
    tax_included: order.tax_status === 'included',
    delivery_charge: order.delivery_charge,
    // The order does not keep the fee it waived; a free delivery shows as free.
    original_delivery_charge: order.delivery_charge,
    free_delivery_message: isFree ? labels.freeDelivery : null,
    additional_charge: order.additional_charge,
    additional_charge_name: labels.additionalCharge,
    dm_tips: order.dm_tips,
    total_amount: order.order_amount,
    wallet_amount: wallet,
    other_amount: Math.max(0, due),
  };
}
