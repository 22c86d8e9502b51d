import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';
import { getCardPriceView, getPriceView } from './price-view';

const dollars = {
  currencySymbol: '$',
  symbolDirection: 'left',
  digitsAfterDecimalPoint: 2,
} as const;

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

  it('shows a card the same range from the price range the list answer carries', () => {
    const item = { price: 5, discount: 10, discount_type: 'percent' as const };
    const card = getCardPriceView({ ...item, price_range: { min: 5, max: 10 } }, dollars);
    const full = getPriceView(
      { ...item, variations: [{ price: 5 }, { price: 8 }, { price: 10 }] },
      dollars,
    );
    expect(card).toEqual(full);
  });

  it('applies the discount a card is shown with (a flash sale) to its price range', () => {
    const view = getCardPriceView(
      { discount: 2, discount_type: 'amount', price_range: { min: 10, max: 10 } },
      dollars,
    );
    expect(view).toMatchObject({ current: '$8.00', original: '$10.00', badge: '$2.00 OFF' });
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
