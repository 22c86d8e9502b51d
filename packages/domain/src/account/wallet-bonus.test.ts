import { describe, expect, it } from 'vitest';
import { getWalletBonusAmount, pickWalletBonus, type WalletBonusRule } from './wallet-bonus';

const percent: WalletBonusRule = {
  bonusType: 'percent',
  bonusAmount: 10,
  minimumAddAmount: 2000,
  maximumBonusAmount: 1500,
};
const amount: WalletBonusRule = {
  bonusType: 'amount',
  bonusAmount: 500,
  minimumAddAmount: 5000,
  maximumBonusAmount: 0,
};

describe('wallet top-up bonus (contract GET /customer/wallet/bonuses: minimum top-up, percent or amount, maximum)', () => {
  it('gives nothing below the minimum top-up', () => {
    expect(getWalletBonusAmount(percent, 1999)).toBe(0);
  });

  it('gives the percent of the top-up, rounded down', () => {
    expect(getWalletBonusAmount(percent, 2000)).toBe(200);
    expect(getWalletBonusAmount(percent, 2345)).toBe(234);
  });

  it('caps a percent bonus at its maximum', () => {
    expect(getWalletBonusAmount(percent, 100_000)).toBe(1500);
  });

  it('a maximum of 0 means no cap', () => {
    expect(getWalletBonusAmount({ ...percent, maximumBonusAmount: 0 }, 100_000)).toBe(10_000);
  });

  it('gives a fixed amount once the minimum is met', () => {
    expect(getWalletBonusAmount(amount, 4999)).toBe(0);
    expect(getWalletBonusAmount(amount, 5000)).toBe(500);
  });

  it('of several running bonuses the customer gets the one worth most, not their sum', () => {
    expect(pickWalletBonus([percent, amount], 3000)).toEqual({ rule: percent, amount: 300 });
    expect(pickWalletBonus([percent, amount], 5000)).toEqual({ rule: percent, amount: 500 });
    expect(pickWalletBonus([percent, amount], 20_000)).toEqual({ rule: percent, amount: 1500 });
    expect(pickWalletBonus([percent, amount], 100)).toBeNull();
  });
});
