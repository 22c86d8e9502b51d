import { describe, expect, it } from 'vitest';
import { withAddedLine, withLineQuantity, withoutLine } from './cart-optimistic';
import { buildItem, buildLine } from './cart-test-builders';

describe('optimistic cart changes', () => {
  const line = buildLine({
    id: 1,
    quantity: 2,
    price: 21, // 2 × 9.00 after discount + 3.00 of add-ons
    original_price: 23,
    discount_amount: 2,
    add_ons: [{ id: 5, name: 'Bag', price: 1.5, quantity: 2 }],
    item: buildItem({ price: 10, discount: 10, discount_type: 'percent' }),
  });

  it('prices the item part for the new quantity with the domain and keeps add-ons', () => {
    expect(withLineQuantity([line], 1, 3, 2)[0]).toMatchObject({
      quantity: 3,
      price: 30,
      original_price: 33,
      discount_amount: 3,
    });
  });

  it('leaves other lines alone and removes one by id', () => {
    const other = buildLine({ id: 2 });
    expect(withLineQuantity([line, other], 1, 1, 2)[1]).toBe(other);
    expect(withoutLine([line, other], 1)).toEqual([other]);
  });

  it('appends a line, dropping other stores only when replacing the cart', () => {
    const other = buildLine({ id: 2, store_id: 9, item: buildItem({ store_id: 9 }) });
    const added = buildLine({ id: -1 });
    expect(withAddedLine([other], added, false)).toEqual([other, added]);
    expect(withAddedLine([other, line], added, true)).toEqual([line, added]);
  });
});
