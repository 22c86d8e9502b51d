import { describe, expect, it } from 'vitest';
import { getReferralReward } from './referral-reward';

const due = {
  isReferralOn: true,
  isWalletOn: true,
  rewardPerReferral: 1000,
  hasActiveReferrer: true,
  isAlreadyRewarded: false,
};

describe('referral reward (issue 14: the referee’s first completed order earns the referrer the configured reward, once)', () => {
  it('pays the configured reward for the first completed order', () => {
    expect(getReferralReward(due)).toBe(1000);
  });

  it('pays nothing a second time', () => {
    expect(getReferralReward({ ...due, isAlreadyRewarded: true })).toBe(0);
  });

  it('pays nothing when referral earnings or the wallet are off', () => {
    expect(getReferralReward({ ...due, isReferralOn: false })).toBe(0);
    expect(getReferralReward({ ...due, isWalletOn: false })).toBe(0);
  });

  it('pays nothing without a referrer, or when the referrer left', () => {
    expect(getReferralReward({ ...due, hasActiveReferrer: false })).toBe(0);
  });

  it('never pays a negative or fractional amount', () => {
    expect(getReferralReward({ ...due, rewardPerReferral: -5 })).toBe(0);
    expect(getReferralReward({ ...due, rewardPerReferral: 99.9 })).toBe(99);
  });
});
