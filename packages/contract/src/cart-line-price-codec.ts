import type { ItemLinePrice } from '@marketplace/domain/cart/item-line-price';
import type { MoneyCodec } from '@marketplace/domain/money/money-codec';
import type { CartLine } from './cart';

/** A cart line's amounts as the wire carries them (major units). */
export type WireLinePrice = Pick<
  CartLine,
  'unit_price' | 'price' | 'original_price' | 'discount_amount'
>;

/**
 * The one domain→wire codec of a line's price: the domain's ItemLinePrice (minor units) as the
 * wire's unit_price, price (after the item discount), original_price and discount_amount. The
 * API writes cart lines with it and the storefront its optimistic lines, so both agree.
 */
export function linePriceToWire(price: ItemLinePrice, money: MoneyCodec): WireLinePrice {
  return {
    unit_price: money.toWire(price.unitPrice),
    price: money.toWire(price.total),
    original_price: money.toWire(price.original),
    discount_amount: money.toWire(price.discountAmount),
  };
}
