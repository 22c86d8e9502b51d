import { describe, expect, it } from 'vitest';
import { isValidStoreTax } from './store-tax';

describe('store tax', () => {
  it('the tax rate lies from 0 to 100 percent', () => {
    expect(isValidStoreTax(0)).toBe(true);
    expect(isValidStoreTax(100)).toBe(true);
    expect(isValidStoreTax(-0.01)).toBe(false);
    expect(isValidStoreTax(100.01)).toBe(false);
    expect(isValidStoreTax(Number.NaN)).toBe(false);
    expect(isValidStoreTax(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('the tax rate has at most two decimals', () => {
    expect(isValidStoreTax(12.5)).toBe(true);
    expect(isValidStoreTax(7.25)).toBe(true);
    expect(isValidStoreTax(7.125)).toBe(false);
  });
});
