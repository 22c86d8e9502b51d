import { describe, expect, it } from 'vitest';
import { buildSettings } from './checkout-test-builders';
import { getOrderTypeOptions, pickOrderType } from './order-type-options';
import { canOfferPartialPayment, getPaymentMethods, pickPaymentMethod } from './payment-options';
import { MAX_TIP, parseTip } from './tips';

describe('order types', () => {
  it('offers what both the config and the store allow', () => {
    const settings = buildSettings();
    expect(getOrderTypeOptions(settings, { delivery: true, takeAway: true })).toEqual([
      'delivery',
      'take_away',
    ]);
    expect(getOrderTypeOptions(settings, { delivery: true, takeAway: false })).toEqual([
      'delivery',
    ]);
    expect(
      getOrderTypeOptions(buildSettings({ homeDelivery: false }), {
        delivery: true,
        takeAway: true,
      }),
    ).toEqual(['take_away']);
  });

  it('trusts the config alone while the store is loading', () => {
    expect(getOrderTypeOptions(buildSettings({ takeAway: false }), null)).toEqual(['delivery']);
  });

  it('keeps the choice while offered, else falls back to the first', () => {
    expect(pickOrderType('take_away', ['delivery', 'take_away'])).toBe('take_away');
    expect(pickOrderType('take_away', ['delivery'])).toBe('delivery');
    expect(pickOrderType('delivery', [])).toBe('delivery');
  });
});

describe('payment methods', () => {
  const zone = { cashOnDelivery: true, digitalPayment: true };

  it('lists cash, digital and wallet for a signed-in customer', () => {
    expect(getPaymentMethods({ settings: buildSettings(), zone, isSignedIn: true })).toEqual([
      'cash_on_delivery',
      'digital_payment',
      'wallet',
    ]);
  });

  it('hides the wallet from guests and when the wallet feature is off', () => {
    expect(getPaymentMethods({ settings: buildSettings(), zone, isSignedIn: false })).toEqual([
      'cash_on_delivery',
      'digital_payment',
    ]);
    expect(
      getPaymentMethods({ settings: buildSettings({ wallet: false }), zone, isSignedIn: true }),
    ).not.toContain('wallet');
  });

  it("follows the store zone's flags", () => {
    const methods = getPaymentMethods({
      settings: buildSettings(),
      zone: { cashOnDelivery: false, digitalPayment: true },
      isSignedIn: false,
    });
    expect(methods).toEqual(['digital_payment']);
  });

  it('needs a gateway for digital payment', () => {
    expect(
      getPaymentMethods({ settings: buildSettings({ gateways: [] }), zone, isSignedIn: false }),
    ).toEqual(['cash_on_delivery']);
  });

  it('keeps a chosen method while offered', () => {
    expect(pickPaymentMethod('wallet', ['cash_on_delivery', 'wallet'])).toBe('wallet');
    expect(pickPaymentMethod('wallet', ['cash_on_delivery'])).toBe('cash_on_delivery');
    expect(pickPaymentMethod(null, [])).toBeNull();
  });
});

describe('partial payment', () => {
  const base = { settings: buildSettings(), isSignedIn: true };

  it('is offered when the wallet holds some but not all of the total', () => {
    expect(canOfferPartialPayment({ ...base, walletBalance: 10, total: 25 })).toBe(true);
  });

  it('is not offered when the wallet covers the total, is empty, or for guests', () => {
    expect(canOfferPartialPayment({ ...base, walletBalance: 25, total: 25 })).toBe(false);
    expect(canOfferPartialPayment({ ...base, walletBalance: 0, total: 25 })).toBe(false);
    expect(
      canOfferPartialPayment({ ...base, isSignedIn: false, walletBalance: 10, total: 25 }),
    ).toBe(false);
    expect(
      canOfferPartialPayment({
        ...base,
        settings: buildSettings({ partialPayment: false }),
        walletBalance: 10,
        total: 25,
      }),
    ).toBe(false);
    expect(canOfferPartialPayment({ ...base, walletBalance: 10, total: null })).toBe(false);
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
