import { describe, expect, it } from 'vitest';
import {
  type CashbackOffer,
  calculateCashback,
  findBestCashback,
  isCashbackOfferOpen,
} from './cashback';

const offer = (overrides: Partial<CashbackOffer> = {}): CashbackOffer => ({
  id: 1,
  type: 'percent',
  amount: 500,
  minPurchase: 2_000,
  maxDiscount: 300,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  sameUserLimit: null,
  active: true,
  ...overrides,
});

describe('cashback: what an order total earns', () => {
  it('a percent offer pays its share of the total, rounded half up', () => {
    expect(calculateCashback(offer({ maxDiscount: 0 }), 2_550)).toBe(128);
  });

  it('a percent offer is capped by max_discount when it is above 0', () => {
    expect(calculateCashback(offer(), 10_000)).toBe(300);
  });

  it('an amount offer pays its amount', () => {
    expect(calculateCashback(offer({ type: 'amount', amount: 200 }), 2_000)).toBe(200);
  });

  it('nothing below the minimum purchase', () => {
    expect(calculateCashback(offer(), 1_999)).toBe(0);
  });
});

describe('cashback: which offer applies', () => {
  it('an offer runs between its dates, both included, while switched on', () => {
    expect(isCashbackOfferOpen(offer(), '2026-11-01', 0)).toBe(true);
    expect(isCashbackOfferOpen(offer(), '2026-12-31', 0)).toBe(true);
    expect(isCashbackOfferOpen(offer(), '2027-01-01', 0)).toBe(false);
    expect(isCashbackOfferOpen(offer({ active: false }), '2026-11-27', 0)).toBe(false);
  });

  it('a customer earns an offer at most same_user_limit times', () => {
    expect(isCashbackOfferOpen(offer({ sameUserLimit: 2 }), '2026-11-27', 1)).toBe(true);
    expect(isCashbackOfferOpen(offer({ sameUserLimit: 2 }), '2026-11-27', 2)).toBe(false);
  });

  it('offers do not add up: the one paying the most for this total applies', () => {
    const flat = offer({ id: 1, type: 'amount', amount: 200 });
    const share = offer({ id: 2, maxDiscount: 0 });
    expect(findBestCashback([flat, share], 3_000, '2026-11-27')?.offer.id).toBe(1);
    expect(findBestCashback([flat, share], 6_000, '2026-11-27')).toMatchObject({
      offer: { id: 2 },
      amount: 300,
    });
    expect(findBestCashback([flat, share], 1_000, '2026-11-27')).toBeNull();
  });
});
