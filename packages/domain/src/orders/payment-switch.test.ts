import { describe, expect, it } from 'vitest';
import { findPaymentSwitchProblem, getUnpaidRest } from './payment-switch';

const pendingDigital = {
  status: 'pending',
  paymentStatus: 'unpaid',
  from: 'digital_payment',
  to: 'cash_on_delivery',
} as const;

describe('payment method switch (customer/order/payment-method)', () => {
  it('a pending unpaid order may change its payment method', () => {
    expect(findPaymentSwitchProblem(pendingDigital)).toBeNull();
    expect(findPaymentSwitchProblem({ ...pendingDigital, to: 'wallet' })).toBeNull();
  });

  it('a paid order keeps its payment method', () => {
    expect(findPaymentSwitchProblem({ ...pendingDigital, paymentStatus: 'paid' })).toBe(
      'order_paid',
    );
  });

  it('only a pending order changes its payment method', () => {
    for (const status of ['confirmed', 'delivered', 'canceled', 'failed'] as const) {
      expect(findPaymentSwitchProblem({ ...pendingDigital, status })).toBe('order_not_pending');
    }
  });

  it('the method the order already has is not a change', () => {
    expect(findPaymentSwitchProblem({ ...pendingDigital, to: 'digital_payment' })).toBe(
      'same_method',
    );
  });

  it('the rest to pay leaves out the wallet part already taken', () => {
    expect(getUnpaidRest(2500, 1000)).toBe(1500);
    expect(getUnpaidRest(2500, 0)).toBe(2500);
    expect(getUnpaidRest(2500, 3000)).toBe(0);
  });
});
