import { describe, expect, it } from 'vitest';
import { getPaymentSwitchOptions } from './payment-switch-options';

const abandoned = {
  order_status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'digital_payment',
} as const;

describe('payment switch options on the order page', () => {
  it('a pending unpaid digital order offers cash, and the wallet when signed in', () => {
    expect(getPaymentSwitchOptions(abandoned, true)).toEqual(['cash_on_delivery', 'wallet']);
    expect(getPaymentSwitchOptions(abandoned, false)).toEqual(['cash_on_delivery']);
  });

  it('offers nothing once the order is paid or no longer pending', () => {
    expect(getPaymentSwitchOptions({ ...abandoned, payment_status: 'paid' }, true)).toEqual([]);
    expect(getPaymentSwitchOptions({ ...abandoned, order_status: 'confirmed' }, true)).toEqual([]);
  });
});
