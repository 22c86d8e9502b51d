import { describe, expect, it } from 'vitest';
import { calculateAdditionalCharge } from './additional-charge';

describe('additional service charge from config additional_charge_status/amount', () => {
  it('charges the configured amount while the status is on', () => {
    expect(calculateAdditionalCharge({ status: true, amount: 250 })).toBe(250);
  });

  it('charges nothing while the status is off', () => {
    expect(calculateAdditionalCharge({ status: false, amount: 250 })).toBe(0);
  });

  it('never charges a negative amount', () => {
    expect(calculateAdditionalCharge({ status: true, amount: -10 })).toBe(0);
  });
});
