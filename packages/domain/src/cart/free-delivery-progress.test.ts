import { describe, expect, it } from 'vitest';
import { getFreeDeliveryProgress } from './free-delivery-progress';

describe('spec 02 §9 free-delivery progress = subtotal / free_delivery_over, clamped 0 to 100', () => {
  it('shows the percent and the remaining amount below the threshold', () => {
    expect(getFreeDeliveryProgress(2900, 10_000)).toEqual({
      percent: 29,
      remaining: 7100,
      reached: false,
    });
  });

  it('keeps one decimal without showing 100 before the threshold', () => {
    expect(getFreeDeliveryProgress(1, 3)?.percent).toBe(33.3);
    expect(getFreeDeliveryProgress(9999, 10_000)?.percent).toBe(99.9);
  });

  it('clamps at 100 and is reached at or above the threshold', () => {
    expect(getFreeDeliveryProgress(10_000, 10_000)).toEqual({
      percent: 100,
      remaining: 0,
      reached: true,
    });
    expect(getFreeDeliveryProgress(25_000, 10_000)).toEqual({
      percent: 100,
      remaining: 0,
      reached: true,
    });
  });

  it('clamps at 0', () => {
    expect(getFreeDeliveryProgress(0, 10_000)).toEqual({
      percent: 0,
      remaining: 10_000,
      reached: false,
    });
    expect(getFreeDeliveryProgress(-500, 10_000)?.percent).toBe(0);
  });

  it('is null without a free-delivery threshold', () => {
    expect(getFreeDeliveryProgress(5000, null)).toBeNull();
    expect(getFreeDeliveryProgress(5000, 0)).toBeNull();
  });
});
