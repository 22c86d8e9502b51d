import { describe, expect, it } from 'vitest';
import { hasDelivery } from './order-type';

describe('take-away orders have no delivery', () => {
  it('delivers only delivery orders', () => {
    expect(hasDelivery('delivery')).toBe(true);
    expect(hasDelivery('take_away')).toBe(false);
  });
});
