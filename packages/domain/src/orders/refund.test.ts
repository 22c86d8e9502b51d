import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { canRequestRefund } from './refund';

describe('a refund request on a delivered order', () => {
  it('is taken only once the order is delivered', () => {
    expect(ORDER_STATUSES.filter(canRequestRefund)).toEqual(['delivered']);
  });
});
