import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';
import { getPriceView, toDomainDiscount } from './price-view';

const dollars = {
  currencySymbol: '$',
  symbolDirection: 'left',
  digitsAfterDecimalPoint: 2,
} as const;

describe('wire discounts become the domain form at the edge (ADR 0003)', () => {
  it('reads a percent as a plain percent and keeps hundredths of a percent inside', () => {
    expect(toDomainDiscount({ discount: 12.5, discount_type: 'percent' }, 2)).toEqual({
      type: 'percent',
      value: 1250,
    });
  });

  it('reads an amount in major units and keeps minor units inside', () => {
    expect(toDomainDiscount({ discount: 1.5, discount_type: 'amount' }, 2)).toEqual({
      type: 'amount',
      value: 150,
    });
  });

  it('treats the legacy fixed type as a percentage and no discount as zero', () => {
    expect(toDomainDiscount({ discount: 10, discount_type: 'fixed' }, 2)).toEqual({
      type: 'fixed',
      value: 1000,
    });
    expect(toDomainDiscount({ discount: 0, discount_type: 'amount' }, 2).value).toBe(0);
  });
});

describe('price display (spec 01 §2)', () => {
  it('shows one price without a discount and no struck-through original', () => {
    expect(getPriceView({ price: 9.99, discount: 0, discount_type: 'percent' }, dollars)).toEqual({
      current: '$9.99',
      original: null,
      isRange: false,
      badge: null,
      lowPrice: 9.99,
      highPrice: 9.99,
    });
  });

  it('applies a percent discount and keeps the original to strike through', () => {
    const view = getPriceView({ price: 20, discount: 25, discount_type: 'percent' }, dollars);
    expect(view).toMatchObject({ current: '$15.00', original: '$20.00', badge: '25% OFF' });
  });

  it('applies an amount discount and writes the amount in the badge', () => {
    const view = getPriceView({ price: 10, discount: 1.5, discount_type: 'amount' }, dollars);
    expect(view).toMatchObject({ current: '$8.50', original: '$10.00', badge: '$1.50 OFF' });
  });

  it('shows the range across variations, discounted at both ends', () => {
    const view = getPriceView(
      {
        price: 5,
        discount: 10,
        discount_type: 'percent',
        variations: [{ price: 5 }, { price: 8 }, { price: 10 }],
      },
      dollars,
    );
    expect(view).toMatchObject({
      current: '$4.50 - $9.00',
      original: '$5.00 - $10.00',
      isRange: true,
      lowPrice: 4.5,
      highPrice: 9,
    });
  });

  it('follows the configured symbol side and decimals', () => {
    const euros = {
      currencySymbol: '€',
      symbolDirection: 'right',
      digitsAfterDecimalPoint: 0,
    } as const;
    expect(getPriceView({ price: 12, discount: 0, discount_type: 'percent' }, euros).current).toBe(
      '12€',
    );
  });
});

describe('JSON-LD in a script tag', () => {
  it('escapes < so a name cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
