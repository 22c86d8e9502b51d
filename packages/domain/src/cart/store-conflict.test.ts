import { describe, expect, it } from 'vitest';
import { findStoreConflict } from './store-conflict';

describe('spec 01 §4 a cart holds items from one store', () => {
  const lines = [
    { id: 1, storeId: 10 },
    { id: 2, storeId: 20 },
    { id: 3, storeId: 10 },
  ];

  it('lists the lines from another store', () => {
    expect(findStoreConflict(lines, 20)).toEqual([
      { id: 1, storeId: 10 },
      { id: 3, storeId: 10 },
    ]);
  });

  it('has no conflict when every line is from the same store or the cart is empty', () => {
    expect(findStoreConflict(lines.slice(0, 1), 10)).toEqual([]);
    expect(findStoreConflict([], 10)).toEqual([]);
  });
});
