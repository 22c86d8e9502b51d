import { describe, expect, it } from 'vitest';
import { pickOrderType, pickPaymentMethod } from './checkout-choices';
import { MAX_TIP, parseTip } from './tips';

describe('order type and payment choices', () => {
  it('keeps the order type while offered, else falls back to the first', () => {
    expect(pickOrderType('take_away', ['delivery', 'take_away'])).toBe('take_away');
    expect(pickOrderType('take_away', ['delivery'])).toBe('delivery');
    expect(pickOrderType('delivery', [])).toBe('delivery');
  });

  it('keeps a chosen method while offered', () => {
    expect(pickPaymentMethod('wallet', ['cash_on_delivery', 'wallet'])).toBe('wallet');
    expect(pickPaymentMethod('wallet', ['cash_on_delivery'])).toBe('cash_on_delivery');
    expect(pickPaymentMethod(null, [])).toBeNull();
  });
});

describe('typed tips', () => {
  it('reads amounts with up to the configured decimals', () => {
    expect(parseTip('3', 2)).toBe(3);
    expect(parseTip(' 2.5 ', 2)).toBe(2.5);
    expect(parseTip('2,75', 2)).toBe(2.75);
    expect(parseTip('', 2)).toBe(0);
  });

  it('refuses negative, lettered, too precise or too large amounts', () => {
    expect(parseTip('-1', 2)).toBeNull();
    expect(parseTip('abc', 2)).toBeNull();
    expect(parseTip('1.234', 2)).toBeNull();
    expect(parseTip('1.5', 0)).toBeNull();
    expect(parseTip(String(MAX_TIP + 1), 2)).toBeNull();
  });
});
