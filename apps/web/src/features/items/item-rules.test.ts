import { describe, expect, it } from 'vitest';
import { CARD_BADGE_LIMIT, getBadgeKinds, getItemMarks } from './item-marks';

describe('item marks (spec 01 §2)', () => {
  const food = { vegToggle: true, moduleType: 'food' };

  it('shows organic only for organic 1', () => {
    expect(getItemMarks({ organic: 1 }, food).organic).toBe(true);
    expect(getItemMarks({ organic: 0 }, food).organic).toBe(false);
  });

  it('shows the halal tag only when halal_tag_status and is_halal are both set', () => {
    expect(getItemMarks({ is_halal: 1, halal_tag_status: 1 }, food).halal).toBe(true);
    expect(getItemMarks({ is_halal: 1, halal_tag_status: 0 }, food).halal).toBe(false);
    expect(getItemMarks({ is_halal: 0, halal_tag_status: true }, food).halal).toBe(false);
  });

  it('shows veg or non-veg only when the toggle is on and the module is food', () => {
    expect(getItemMarks({ veg: 1 }, food).diet).toBe('veg');
    expect(getItemMarks({ veg: 0 }, food).diet).toBe('non_veg');
    expect(getItemMarks({ veg: 1 }, { vegToggle: false, moduleType: 'food' }).diet).toBeNull();
    expect(getItemMarks({ veg: 1, module_type: 'grocery' }, food).diet).toBeNull();
  });

  it('marks recommended items', () => {
    expect(getItemMarks({ recommended: 1 }, food).recommended).toBe(true);
  });
});

describe('a card shows at most two badges, most telling first (issue 17 §10)', () => {
  const all = { recommended: true, organic: true, halal: true, diet: 'veg' as const };

  it('keeps the discount and the diet mark when everything applies', () => {
    expect(getBadgeKinds(true, all, { withRecommended: true, limit: CARD_BADGE_LIMIT })).toEqual([
      'discount',
      'diet',
    ]);
  });

  it('fills the two places in order without a discount or a diet mark', () => {
    const marks = { ...all, diet: null };
    expect(getBadgeKinds(false, marks, { withRecommended: true, limit: CARD_BADGE_LIMIT })).toEqual(
      ['recommended', 'organic'],
    );
  });

  it('shows every badge where there is no limit (the item view)', () => {
    expect(getBadgeKinds(true, all, { withRecommended: false })).toEqual([
      'discount',
      'diet',
      'organic',
      'halal',
    ]);
  });
});
