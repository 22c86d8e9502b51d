import { describe, expect, it } from 'vitest';
import { findCashOnDeliveryProblem, isCashOnDeliveryAllowed } from './cash-on-delivery';

describe('cash on delivery maximum per zone-module (maximum_cod_order_amount)', () => {
  it('allows totals up to and at the maximum', () => {
    expect(isCashOnDeliveryAllowed(9999, 10_000)).toBe(true);
    expect(isCashOnDeliveryAllowed(10_000, 10_000)).toBe(true);
    expect(findCashOnDeliveryProblem(10_000, 10_000)).toBeNull();
  });

  it("refuses a total above the maximum with spec 02 §8's wording", () => {
    expect(isCashOnDeliveryAllowed(10_001, 10_000)).toBe(false);
    expect(findCashOnDeliveryProblem(10_001, 10_000)).toEqual({
      code: 'cash_on_delivery_maximum_exceeded',
      message: 'cash on delivery maximum exceeded',
    });
  });

  it('has no maximum when it is not set (null or 0)', () => {
    expect(isCashOnDeliveryAllowed(1_000_000, null)).toBe(true);
    expect(isCashOnDeliveryAllowed(1_000_000, 0)).toBe(true);
  });
});
