import { describe, expect, it } from 'vitest';
import {
  canOfferPartialPayment,
  isPartialPaymentAllowed,
  type PaymentSplitInput,
  splitPayment,
} from './partial-payment';

function split(overrides: Partial<PaymentSplitInput>) {
  return splitPayment({
    total: 5000,
    walletBalance: 0,
    method: 'cash_on_delivery',
    partial: false,
    ...overrides,
  });
}

describe('partial wallet payment: the wallet covers min(balance, total), the rest by the method', () => {
  it('splits when the balance is below the total', () => {
    expect(split({ walletBalance: 1200, partial: true })).toEqual({
      ok: true,
      walletPart: 1200,
      otherPart: 3800,
    });
    expect(split({ walletBalance: 1200, partial: true, method: 'digital_payment' })).toEqual({
      ok: true,
      walletPart: 1200,
      otherPart: 3800,
    });
  });

  it('lets the wallet pay everything when the balance is above the total', () => {
    expect(split({ walletBalance: 9000, partial: true })).toEqual({
      ok: true,
      walletPart: 5000,
      otherPart: 0,
    });
  });

  it('uses no wallet money without partial payment', () => {
    expect(split({ walletBalance: 9000 })).toEqual({ ok: true, walletPart: 0, otherPart: 5000 });
  });

  it('never counts a negative balance', () => {
    expect(split({ walletBalance: -100, partial: true })).toEqual({
      ok: true,
      walletPart: 0,
      otherPart: 5000,
    });
  });
});

describe('wallet-only payment requires balance ≥ total', () => {
  it('pays from the wallet when the balance covers the total', () => {
    expect(split({ method: 'wallet', walletBalance: 5000 })).toEqual({
      ok: true,
      walletPart: 5000,
      otherPart: 0,
    });
  });

  it('is refused when the balance is below the total, partial flag or not', () => {
    const refused = {
      ok: false,
      problem: {
        code: 'wallet_insufficient_balance',
        message: 'Insufficient balance in your wallet',
      },
    };
    expect(split({ method: 'wallet', walletBalance: 4999 })).toEqual(refused);
    expect(split({ method: 'wallet', walletBalance: 4999, partial: true })).toEqual(refused);
  });
});

describe('spec 02 §3: partial payment is for a signed-in customer, with partial payment and the wallet on', () => {
  const allowed = { partialPayment: true, wallet: true, isCustomer: true };

  it('is allowed only when all three hold', () => {
    expect(isPartialPaymentAllowed(allowed)).toBe(true);
    expect(isPartialPaymentAllowed({ ...allowed, partialPayment: false })).toBe(false);
    expect(isPartialPaymentAllowed({ ...allowed, wallet: false })).toBe(false);
    expect(isPartialPaymentAllowed({ ...allowed, isCustomer: false })).toBe(false);
  });

  it('is offered when the wallet holds some but not all of the total', () => {
    expect(canOfferPartialPayment({ ...allowed, walletBalance: 1000, total: 2500 })).toBe(true);
  });

  it('is not offered when the wallet covers the total, is empty, the total is unknown, or it is not allowed', () => {
    expect(canOfferPartialPayment({ ...allowed, walletBalance: 2500, total: 2500 })).toBe(false);
    expect(canOfferPartialPayment({ ...allowed, walletBalance: 0, total: 2500 })).toBe(false);
    expect(canOfferPartialPayment({ ...allowed, walletBalance: 1000, total: null })).toBe(false);
    expect(
      canOfferPartialPayment({ ...allowed, isCustomer: false, walletBalance: 1000, total: 2500 }),
    ).toBe(false);
    expect(
      canOfferPartialPayment({
        ...allowed,
        partialPayment: false,
        walletBalance: 1000,
        total: 2500,
      }),
    ).toBe(false);
  });
});
