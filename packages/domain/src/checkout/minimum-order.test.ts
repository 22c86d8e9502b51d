import { describe, expect, it } from 'vitest';
import { getMinimumOrderShortfall } from './minimum-order';

describe("the store's minimum order", () => {
  it('is met at or above the minimum, and says what is missing below it', () => {
    expect(getMinimumOrderShortfall(1_000, 1_000)).toBe(0);
    expect(getMinimumOrderShortfall(1_500, 1_000)).toBe(0);
    expect(getMinimumOrderShortfall(750, 1_000)).toBe(250);
  });

  it('does not apply when the store has none', () => {
    expect(getMinimumOrderShortfall(0, 0)).toBe(0);
  });
});
