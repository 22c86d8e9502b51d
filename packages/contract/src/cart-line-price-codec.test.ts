import { priceItemLine } from '@marketplace/domain/cart/item-line-price';
import { NO_VARIATION } from '@marketplace/domain/cart/line-variation';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { describe, expect, it } from 'vitest';
import { linePriceToWire } from './cart-line-price-codec';

describe("a line's price crosses the wire in one codec, in major units", () => {
  it('writes the unit price, the discounted total, the original and the discount', () => {
    const price = priceItemLine(
      {
        price: 1000,
        discount: { type: 'percent', value: 1000 },
        variations: [],
        foodVariations: [],
      },
      { variation: NO_VARIATION, quantity: 2, addOns: [{ price: 150, quantity: 1 }] },
    );
    expect(linePriceToWire(price, createMoneyCodec(2))).toEqual({
      unit_price: 10,
      price: 19.5,
      original_price: 21.5,
      discount_amount: 2,
    });
  });

  it('follows the currency digits', () => {
    const price = {
      unitPrice: 1250,
      total: 1250,
      original: 1250,
      discountAmount: 0,
      addOnTotal: 0,
    };
    expect(linePriceToWire(price, createMoneyCodec(0))).toMatchObject({ unit_price: 1250 });
    expect(linePriceToWire(price, createMoneyCodec(3))).toMatchObject({ price: 1.25 });
  });
});
