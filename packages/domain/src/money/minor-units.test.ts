import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from './minor-units';

describe('money is integer minor units inside, decimals only at the JSON edge', () => {
  it('converts major to minor units without float drift', () => {
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits(19.99, 2)).toBe(1999);
  });

  it('converts minor to major units rounded to the currency digits', () => {
    expect(toMajorUnits(1999, 2)).toBe(19.99);
    expect(toMajorUnits(1999, 0)).toBe(1999);
    expect(toMajorUnits(5, 3)).toBe(0.005);
  });
});
