import { describe, expect, it } from 'vitest';
import {
  findPaymentMethodProblem,
  getOfferedPaymentMethods,
  type PaymentMethodInput,
} from './payment-method';

const everything: PaymentMethodInput = {
  business: { cashOnDelivery: true, digitalPayment: true, wallet: true },
  zone: { cashOnDelivery: true, digitalPayment: true },
  isCustomer: true,
};

describe('payment methods are offered when the business and the store zone take them', () => {
  it('lists cash, digital and wallet for a signed-in customer', () => {
    expect(getOfferedPaymentMethods(everything)).toEqual([
      'cash_on_delivery',
      'digital_payment',
      'wallet',
    ]);
  });

  it("follows the store zone's flags", () => {
    expect(
      getOfferedPaymentMethods({
        ...everything,
        zone: { cashOnDelivery: false, digitalPayment: true },
        isCustomer: false,
      }),
    ).toEqual(['digital_payment']);
  });

  it('offers neither cash nor digital payment when the store zone takes no orders', () => {
    expect(getOfferedPaymentMethods({ ...everything, zone: null })).toEqual(['wallet']);
    expect(findPaymentMethodProblem('cash_on_delivery', { ...everything, zone: null })).toBe(
      'payment_unavailable',
    );
  });

  it('follows the business switches', () => {
    const business = { cashOnDelivery: false, digitalPayment: false, wallet: true };
    expect(getOfferedPaymentMethods({ ...everything, business })).toEqual(['wallet']);
  });
});

describe('the wallet pays only for a signed-in customer, when the wallet feature is on', () => {
  it('hides the wallet from guests, who are told to sign in', () => {
    const guest = { ...everything, isCustomer: false };
    expect(getOfferedPaymentMethods(guest)).toEqual(['cash_on_delivery', 'digital_payment']);
    expect(findPaymentMethodProblem('wallet', guest)).toBe('wallet_needs_customer');
  });

  it('hides the wallet when the wallet feature is off', () => {
    const off = { ...everything, business: { ...everything.business, wallet: false } };
    expect(getOfferedPaymentMethods(off)).not.toContain('wallet');
    expect(findPaymentMethodProblem('wallet', off)).toBe('payment_unavailable');
  });
});
