import type { Cart, CartLine } from '@marketplace/contract/cart';
import { toMajorUnits, toMinorUnits } from '@marketplace/domain/money/minor-units';

/**
 * The cart as it will most likely be after a change, shown until the server answers (then its
 * answer replaces it, or the snapshot comes back on an error). Amounts are estimates: the item
 * part scales with the quantity, add-ons stay as they are.
 */
function scaleLine(line: CartLine, quantity: number, digits: number): CartLine {
  const minor = (major: number) => toMinorUnits(major, digits);
  const addOns = line.add_ons.reduce((sum, a) => sum + minor(a.price) * a.quantity, 0);
  const scale = (amount: number, withAddOns: boolean) => {
    const itemPart = minor(amount) - (withAddOns ? addOns : 0);
    const scaled = Math.round((itemPart / Math.max(1, line.quantity)) * quantity);
    return toMajorUnits(scaled + (withAddOns ? addOns : 0), digits);
  };
  return {
    ...line,
    quantity,
    price: scale(line.price, true),
    original_price: scale(line.original_price, true),
    discount_amount: scale(line.discount_amount, false),
  };
}

export function withLineQuantity(cart: Cart, cartId: number, quantity: number, digits: number) {
  return cart.map((line) => (line.id === cartId ? scaleLine(line, quantity, digits) : line));
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
