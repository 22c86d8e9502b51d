import { describe, expect, it } from 'vitest';
import { getItemPriceRange, isPriceRange } from './price-range';

const none = { type: 'percent', value: 0 } as const;

describe('an item shows its price or the range across its variations', () => {
  it('uses the base price without variations', () => {
    const range = getItemPriceRange(1200, [], none);
    expect(range).toMatchObject({ min: 1200, max: 1200 });
    expect(isPriceRange(range)).toBe(false);
  });

  it('spans the cheapest to the dearest variation', () => {
    const range = getItemPriceRange(1000, [{ price: 1500 }, { price: 900 }, { price: 2000 }], none);
    expect(range).toMatchObject({ min: 900, max: 2000 });
    expect(isPriceRange(range)).toBe(true);
  });

  it('applies the item discount to both ends for the struck-through display', () => {
    const range = getItemPriceRange(1000, [{ price: 1000 }, { price: 2000 }], {
      type: 'percent',
      value: 1000,
    });
    expect(range).toMatchObject({ discountedMin: 900, discountedMax: 1800 });
  });
});
