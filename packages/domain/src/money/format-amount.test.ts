import { describe, expect, it } from 'vitest';
import { abbreviateAmount, formatAmount, formatMinorAmount } from './format-amount';

const dollars = {
  currencySymbol: '$',
  symbolDirection: 'left',
  digitsAfterDecimalPoint: 2,
} as const;

describe('amounts are rounded to digit_after_decimal_point (spec 01 §9: default 2)', () => {
  it('pads to two decimals by default', () => {
    expect(formatAmount(12.5, dollars)).toBe('$12.50');
  });

  it('rounds to the configured number of digits', () => {
    expect(formatAmount(12.345, { ...dollars, digitsAfterDecimalPoint: 1 })).toBe('$12.3');
    expect(formatAmount(12.5, { ...dollars, digitsAfterDecimalPoint: 0 })).toBe('$13');
  });
});

describe('currency symbol on the left or right (currency_symbol_direction)', () => {
  it('places the symbol on the left', () => {
    expect(formatAmount(3, dollars)).toBe('$3.00');
  });

  it('places the symbol on the right', () => {
    expect(formatAmount(3, { ...dollars, currencySymbol: '€', symbolDirection: 'right' })).toBe(
      '3.00€',
    );
  });
});

describe('amounts of 1e5 and above display abbreviated with K; 1e6 and 1e9 with M and B', () => {
  it('does not abbreviate below 1e5', () => {
    expect(abbreviateAmount(99_999.99, 2)).toBe('99999.99');
  });

  it('abbreviates 1e5 and above with K', () => {
    expect(abbreviateAmount(100_000, 2)).toBe('100K');
    expect(abbreviateAmount(250_500, 2)).toBe('250.5K');
  });

  it('abbreviates 1e6 and above with M', () => {
    expect(abbreviateAmount(1_000_000, 2)).toBe('1M');
    expect(abbreviateAmount(2_345_678, 2)).toBe('2.35M');
  });

  it('abbreviates 1e9 and above with B', () => {
    expect(abbreviateAmount(3_000_000_000, 2)).toBe('3B');
  });

  it('keeps the sign of negative amounts', () => {
    expect(abbreviateAmount(-1_500_000, 2)).toBe('-1.5M');
  });

  it('formats with the symbol after abbreviation', () => {
    expect(formatAmount(1_200_000, dollars)).toBe('$1.2M');
  });
});

describe('an amount in minor units shows as its major units', () => {
  it('converts with the currency digits before formatting', () => {
    expect(formatMinorAmount(1250, dollars)).toBe('$12.50');
    expect(formatMinorAmount(1250, { ...dollars, digitsAfterDecimalPoint: 0 })).toBe('$1250');
  });
});
