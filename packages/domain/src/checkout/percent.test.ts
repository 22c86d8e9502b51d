import { describe, expect, it } from 'vitest';
import { calculatePercentOf, divideRounded, toHundredthsOfPercent } from './percent';

describe('rates are hundredths of a percent (ADR 0003), amounts rounded once to minor units', () => {
  it('converts a stored decimal percent to hundredths of a percent', () => {
    expect(toHundredthsOfPercent(12.5)).toBe(1250);
    expect(toHundredthsOfPercent(5)).toBe(500);
    expect(toHundredthsOfPercent(7.125)).toBe(713);
    expect(toHundredthsOfPercent(Number.NaN)).toBe(0);
  });

  it('takes a percentage rounded half up', () => {
    expect(calculatePercentOf(999, 1250)).toBe(125); // 124.875
    expect(calculatePercentOf(10, 500)).toBe(1); // 0.5
    expect(calculatePercentOf(9, 500)).toBe(0); // 0.45
  });

  it('gives 0 for a zero or negative rate or amount', () => {
    expect(calculatePercentOf(1000, 0)).toBe(0);
    expect(calculatePercentOf(1000, -500)).toBe(0);
    expect(calculatePercentOf(-1000, 500)).toBe(0);
  });

  it('divides and rounds half up', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(7, 3)).toBe(2);
  });
});
