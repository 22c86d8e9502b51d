import { describe, expect, it } from 'vitest';
import { getPurchaseButton, isInStock, isItemAvailableNow } from './availability';

const breakfast = { availableTimeStarts: '07:00', availableTimeEnds: '11:00' };

describe("an item outside its daily window is 'Not Available now' (spec 01 §4)", () => {
  it("is available inside the window in the store's time zone", () => {
    // 03:00 UTC = 09:00 in Dhaka.
    expect(isItemAvailableNow(breakfast, 'Asia/Dhaka', new Date('2026-11-22T03:00:00Z'))).toBe(
      true,
    );
  });

  it('is not available outside it', () => {
    expect(isItemAvailableNow(breakfast, 'Asia/Dhaka', new Date('2026-11-22T09:00:00Z'))).toBe(
      false,
    );
  });
});

describe("'In Stock' shows when stock is above 0 and the item is available", () => {
  it.each([
    [5, true, true],
    [0, true, false],
    [5, false, false],
  ])('stock %d, available %s → %s', (stock, available, expected) => {
    expect(isInStock(stock, available)).toBe(expected);
  });
});

describe('purchase button state', () => {
  const base = { stock: 3, tracksStock: true, isAvailableNow: true, scheduleOrder: false };

  it('issue 17 §1: offers nothing while the store is closed and takes no scheduled orders', () => {
    expect(getPurchaseButton({ ...base, isStoreOpen: false })).toBe('store_closed');
    expect(getPurchaseButton({ ...base, isStoreOpen: false, scheduleOrder: true })).toBe('buy');
    expect(getPurchaseButton({ ...base, isStoreOpen: true })).toBe('buy');
    expect(getPurchaseButton({ ...base, isStoreOpen: false, stock: 0 })).toBe('out_of_stock');
  });

  it("shows 'Out of Stock' when stock is 0", () => {
    expect(getPurchaseButton({ ...base, stock: 0 })).toBe('out_of_stock');
  });

  it('ignores stock for modules that do not track it (food)', () => {
    expect(getPurchaseButton({ ...base, stock: 0, tracksStock: false })).toBe('buy');
  });

  it("shows only 'Not Available now' outside the window without scheduled orders", () => {
    expect(getPurchaseButton({ ...base, isAvailableNow: false })).toBe('not_available_now');
  });

  it('still lets customers buy outside the window when scheduled orders are allowed', () => {
    expect(getPurchaseButton({ ...base, isAvailableNow: false, scheduleOrder: true })).toBe('buy');
  });
});
