import { describe, expect, it } from 'vitest';
import { getOrderPoints } from './order-points';

const rules = { isLoyaltyOn: true, pointsPerUnit: 2, digits: 2 };

describe("points earned on delivered orders (issue 14: at the config's rate)", () => {
  it('earns the rate per major unit of the order total, rounded down', () => {
    expect(getOrderPoints({ ...rules, orderTotal: 4599 })).toBe(91);
    expect(getOrderPoints({ ...rules, orderTotal: 4599, digits: 0 })).toBe(9198);
  });

  it('earns nothing while loyalty points are off or the rate is 0', () => {
    expect(getOrderPoints({ ...rules, isLoyaltyOn: false, orderTotal: 4599 })).toBe(0);
    expect(getOrderPoints({ ...rules, pointsPerUnit: 0, orderTotal: 4599 })).toBe(0);
  });

  it('earns nothing on a free order', () => {
    expect(getOrderPoints({ ...rules, orderTotal: 0 })).toBe(0);
  });
});
