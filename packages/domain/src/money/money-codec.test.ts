import { describe, expect, it } from 'vitest';
import { createMoneyCodec } from './money-codec';

const cents = createMoneyCodec(2);

describe('money is integer minor units inside, decimals only at the JSON edge', () => {
  it('converts major to minor units without float drift', () => {
    expect(cents.fromWire(0.1 + 0.2)).toBe(30);
    expect(cents.fromWire(19.99)).toBe(1999);
  });

  it('converts minor to major units rounded to the currency digits', () => {
    expect(cents.toWire(1999)).toBe(19.99);
    expect(createMoneyCodec(0).toWire(1999)).toBe(1999);
    expect(createMoneyCodec(3).toWire(5)).toBe(0.005);
  });

  it('gives back the same amount after a round trip through the wire', () => {
    for (const minor of [0, 1, 5, 99, 1999, 123_456_789]) {
      expect(cents.fromWire(cents.toWire(minor))).toBe(minor);
      expect(createMoneyCodec(3).fromWire(createMoneyCodec(3).toWire(minor))).toBe(minor);
    }
  });
});

describe('wire discounts become the domain form at the edge (ADR 0003)', () => {
  it('reads a percent as a plain percent and keeps hundredths of a percent inside', () => {
    expect(cents.discountFromWire({ discount: 12.5, discount_type: 'percent' })).toEqual({
      type: 'percent',
      value: 1250,
    });
    expect(cents.discountToWire({ type: 'percent', value: 1250 })).toBe(12.5);
  });

  it('reads an amount in major units and keeps minor units inside', () => {
    expect(cents.discountFromWire({ discount: 1.5, discount_type: 'amount' })).toEqual({
      type: 'amount',
      value: 150,
    });
    expect(cents.discountToWire({ type: 'amount', value: 150 })).toBe(1.5);
    expect(createMoneyCodec(0).discountToWire({ type: 'amount', value: 150 })).toBe(150);
  });

  it('treats the legacy fixed type as a percentage and no discount as zero', () => {
    expect(cents.discountFromWire({ discount: 10, discount_type: 'fixed' })).toEqual({
      type: 'fixed',
      value: 1000,
    });
    expect(cents.discountToWire({ type: 'fixed', value: 1000 })).toBe(10);
    expect(cents.discountFromWire({ discount: 0, discount_type: 'amount' }).value).toBe(0);
    expect(cents.discountFromWire({ discount: Number.NaN, discount_type: 'percent' }).value).toBe(
      0,
    );
  });

  it('gives back the stored discount after a round trip through the wire', () => {
    for (const stored of [
      { type: 'percent', value: 1250 },
      { type: 'percent', value: 1 },
      { type: 'amount', value: 375 },
    ] as const) {
      const wire = { discount: cents.discountToWire(stored), discount_type: stored.type };
      expect(cents.discountFromWire(wire)).toEqual(stored);
    }
  });
});
