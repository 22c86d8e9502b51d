import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  checkQuantity,
  checkQuantityIncrease,
  MIN_CART_QUANTITY,
  type QuantityLimitInput,
  quantityProblemMessage,
} from './quantity-limit';

const grocery: QuantityLimitInput = { stock: 3, tracksStock: true, maximumCartQuantity: null };
const food: QuantityLimitInput = { stock: 0, tracksStock: false, maximumCartQuantity: null };

describe('spec 01 §5 / 02 §5 cart increment is blocked for non-food modules at the stock', () => {
  it('allows plus below the stock', () => {
    expect(checkQuantityIncrease(2, grocery)).toBeNull();
  });

  it('blocks plus when stock is at or below the current quantity', () => {
    expect(checkQuantityIncrease(3, grocery)).toEqual({ kind: 'stock', available: 3 });
    expect(checkQuantityIncrease(4, grocery)).toEqual({ kind: 'stock', available: 3 });
  });

  it('ignores stock for food, which is made to order', () => {
    expect(checkQuantityIncrease(10, food)).toBeNull();
  });
});

describe('spec 01 §5 / 02 §5 cart increment is blocked for all modules at maximum_cart_quantity', () => {
  it('blocks food at its maximum even though stock is not tracked', () => {
    const limited = { ...food, maximumCartQuantity: 2 };
    expect(checkQuantityIncrease(1, limited)).toBeNull();
    expect(checkQuantityIncrease(2, limited)).toEqual({ kind: 'max_cart_quantity', maximum: 2 });
  });

  it('blocks non-food at its maximum below the stock', () => {
    const limited = { ...grocery, stock: 10, maximumCartQuantity: 2 };
    expect(checkQuantityIncrease(2, limited)).toEqual({ kind: 'max_cart_quantity', maximum: 2 });
  });

  it('treats a zero maximum as no limit', () => {
    expect(checkQuantityIncrease(50, { ...food, maximumCartQuantity: 0 })).toBeNull();
  });
});

describe('the server checks a whole requested quantity against the same limits', () => {
  it('refuses more than the stock for stock-tracking modules', () => {
    expect(checkQuantity(3, grocery)).toBeNull();
    expect(checkQuantity(4, grocery)).toEqual({ kind: 'stock', available: 3 });
  });

  it('refuses more than maximum_cart_quantity for food', () => {
    const limited = { ...food, maximumCartQuantity: 5 };
    expect(checkQuantity(5, limited)).toBeNull();
    expect(checkQuantity(6, limited)).toEqual({ kind: 'max_cart_quantity', maximum: 5 });
  });

  it('reports no available stock as 0', () => {
    expect(checkQuantity(1, { ...grocery, stock: -2 })).toEqual({ kind: 'stock', available: 0 });
  });
});

describe('spec 01 §4 quantity minimum 1: minus is disabled at 1 or lower', () => {
  it.each([
    [2, true],
    [1, false],
    [0, false],
  ])('quantity %d → %s', (quantity, expected) => {
    expect(canDecreaseQuantity(quantity)).toBe(expected);
  });

  it('starts at 1', () => {
    expect(MIN_CART_QUANTITY).toBe(1);
  });
});

describe("stock and maximum toasts (spec 02 §8: 'Out of Stock', 'Out of Limits' over maximum_cart_quantity)", () => {
  it.each([
    [{ kind: 'stock', available: 2 } as const, 'Only 2 left in stock'],
    [{ kind: 'stock', available: 0 } as const, 'Out of Stock'],
    [{ kind: 'max_cart_quantity', maximum: 4 } as const, 'Out of Limits'],
  ])('%j → %s', (problem, message) => {
    expect(quantityProblemMessage(problem)).toBe(message);
  });
});
