import { describe, expect, it } from 'vitest';
import { getOfferedOrderTypes, hasDelivery, isOrderTypeOffered } from './order-type';

describe('take-away orders have no delivery', () => {
  it('delivers only delivery orders', () => {
    expect(hasDelivery('delivery')).toBe(true);
    expect(hasDelivery('take_away')).toBe(false);
  });
});

describe('delivery and take-away are offered when both the business and the store take them', () => {
  const business = { homeDelivery: true, takeAway: true };

  it('offers what both the config and the store allow', () => {
    expect(getOfferedOrderTypes(business, { delivery: true, takeAway: true })).toEqual([
      'delivery',
      'take_away',
    ]);
    expect(getOfferedOrderTypes(business, { delivery: true, takeAway: false })).toEqual([
      'delivery',
    ]);
    expect(
      getOfferedOrderTypes(
        { ...business, homeDelivery: false },
        { delivery: true, takeAway: true },
      ),
    ).toEqual(['take_away']);
  });

  it('trusts the config alone while the store is not known yet', () => {
    expect(getOfferedOrderTypes({ ...business, takeAway: false }, null)).toEqual(['delivery']);
  });

  it('refuses an order type the store does not take', () => {
    expect(isOrderTypeOffered('take_away', business, { delivery: true, takeAway: false })).toBe(
      false,
    );
    expect(isOrderTypeOffered('delivery', business, { delivery: false, takeAway: true })).toBe(
      false,
    );
  });
});
