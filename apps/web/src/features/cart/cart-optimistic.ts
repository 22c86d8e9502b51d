import type { Cart, CartLine } from '@marketplace/contract/cart';
import { linePriceToWire } from '@marketplace/contract/cart-line-price-codec';
import { variationFromWire } from '@marketplace/contract/cart-variation-codec';
import { priceItemLine } from '@marketplace/domain/cart/item-line-price';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { toLineItem } from '@/features/items/item-total';

/**
 * The cart as it will most likely be after a change, shown until the server answers (then its
 * answer replaces it, or the snapshot comes back on an error). A line with a new quantity is
 * priced by the domain's line price from its item, as the server prices it.
 */
function withQuantity(line: CartLine, quantity: number, digits: number): CartLine {
  const money = createMoneyCodec(digits);
  const price = priceItemLine(toLineItem(line.item, money), {
    variation: variationFromWire(line.variation),
    quantity,
    addOns: line.add_ons.map((addOn) => ({
      price: money.fromWire(addOn.price),
      quantity: addOn.quantity,
    })),
  });
  return { ...line, quantity, ...linePriceToWire(price, money) };
}

export function withLineQuantity(cart: Cart, cartId: number, quantity: number, digits: number) {
  return cart.map((line) => (line.id === cartId ? withQuantity(line, quantity, digits) : line));
}

export function withoutLine(cart: Cart, cartId: number): Cart {
  return cart.filter((line) => line.id !== cartId);
}

/**
 * A new line at the end; replacing the cart (the conflict dialog confirmed) drops the other
 * stores' lines first.
 */
export function withAddedLine(cart: Cart, line: CartLine, replaceCart: boolean): Cart {
  const kept = replaceCart ? cart.filter((existing) => existing.store_id === line.store_id) : cart;
  return [...kept, line];
}

/** Optimistic lines get negative ids so they never collide with the server's. */
let nextTemporaryId = -1;
export function takeTemporaryLineId(): number {
  nextTemporaryId -= 1;
  return nextTemporaryId;
}
