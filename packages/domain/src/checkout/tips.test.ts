import { describe, expect, it } from 'vitest';
import { calculateDeliveryTips, isValidTipAmount } from './tips';

describe('delivery tips are non-negative whole minor units', () => {
  it('accepts 0 and positive whole amounts', () => {
    expect(isValidTipAmount(0)).toBe(true);
    expect(isValidTipAmount(500)).toBe(true);
  });

  it('rejects negative, fractional and non-finite amounts', () => {
    expect(isValidTipAmount(-1)).toBe(false);
    expect(isValidTipAmount(2.5)).toBe(false);
    expect(isValidTipAmount(Number.NaN)).toBe(false);
    expect(isValidTipAmount(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('delivery tips on the order', () => {
  it('adds the chosen tip to a delivery order while tips are enabled', () => {
    expect(calculateDeliveryTips({ requested: 300, enabled: true, orderType: 'delivery' })).toBe(
      300,
    );
  });

  it('adds nothing while dm_tips_status is off or for take-away', () => {
    expect(calculateDeliveryTips({ requested: 300, enabled: false, orderType: 'delivery' })).toBe(
      0,
    );
    expect(calculateDeliveryTips({ requested: 300, enabled: true, orderType: 'take_away' })).toBe(
      0,
    );
  });

  it('counts an invalid tip as 0', () => {
    expect(calculateDeliveryTips({ requested: -300, enabled: true, orderType: 'delivery' })).toBe(
      0,
    );
  });
});
