import { describe, expect, it } from 'vitest';
import { convertPointsToMinor, getPointTransferProblem } from './loyalty-conversion';

const rules = { balance: 500, minimum: 100, exchangeRate: 100, digits: 2 };

describe('loyalty points to wallet (spec 02 §2 Convert to currency now, contract point-transfer)', () => {
  it("converts at the config's exchange rate: 250 points at 100 per unit are 2.50", () => {
    expect(convertPointsToMinor(250, 100, 2)).toBe(250);
    expect(convertPointsToMinor(250, 40, 2)).toBe(625);
  });

  it('rounds the wallet amount down, never up', () => {
    expect(convertPointsToMinor(1, 3, 2)).toBe(33);
    expect(convertPointsToMinor(250, 100, 0)).toBe(2);
  });

  it("refuses fewer points than the config's minimum", () => {
    expect(getPointTransferProblem({ ...rules, points: 99 })).toBe('below_minimum');
  });

  it('refuses more points than the balance (points never go below zero)', () => {
    expect(getPointTransferProblem({ ...rules, points: 501 })).toBe('over_balance');
  });

  it('refuses a transfer worth nothing', () => {
    expect(getPointTransferProblem({ ...rules, minimum: 1, points: 1, exchangeRate: 1000 })).toBe(
      'worthless',
    );
  });

  it('allows the minimum up to the whole balance', () => {
    expect(getPointTransferProblem({ ...rules, points: 100 })).toBeNull();
    expect(getPointTransferProblem({ ...rules, points: 500 })).toBeNull();
  });
});
