import { describe, expect, it } from 'vitest';
import type { ZonedDateTime } from '../time/zoned-clock';
import {
  calculateSurgeFee,
  findApplicableSurge,
  isSurgeActive,
  type SurgeRule,
} from './surge-price';

const rule = (overrides: Partial<SurgeRule> = {}): SurgeRule => ({
  id: 1,
  moduleIds: [],
  priceType: 'amount',
  price: 200,
  durationType: 'daily',
  weekdays: [],
  startDate: null,
  endDate: null,
  startTime: '17:00',
  endTime: '21:00',
  customerNote: 'Evening rush',
  active: true,
  ...overrides,
});

/** Friday 27 November 2026 at hh:mm local time. */
const friday = (hh: number, mm = 0): ZonedDateTime => ({
  year: 2026,
  month: 11,
  day: 27,
  weekday: 5,
  minutes: hh * 60 + mm,
});

describe('get-surge-price: when a zone surge runs', () => {
  it('a daily surge runs every day inside its clock window only', () => {
    expect(isSurgeActive(rule(), 3, friday(18))).toBe(true);
    expect(isSurgeActive(rule(), 3, friday(16, 59))).toBe(false);
    expect(isSurgeActive(rule(), 3, friday(21, 1))).toBe(false);
  });

  it('a window whose end is before its start crosses midnight', () => {
    const night = rule({ startTime: '22:00', endTime: '02:00' });
    expect(isSurgeActive(night, 3, friday(23))).toBe(true);
    expect(isSurgeActive(night, 3, friday(1))).toBe(true);
    expect(isSurgeActive(night, 3, friday(12))).toBe(false);
  });

  it('a weekly surge runs on its weekdays only', () => {
    expect(isSurgeActive(rule({ durationType: 'weekly', weekdays: [5, 6] }), 3, friday(18))).toBe(
      true,
    );
    expect(isSurgeActive(rule({ durationType: 'weekly', weekdays: [0] }), 3, friday(18))).toBe(
      false,
    );
  });

  it('a custom surge runs between its first and last date, both included', () => {
    const blackFriday = { durationType: 'custom' as const, startTime: '00:00', endTime: '23:59' };
    expect(
      isSurgeActive(
        rule({ ...blackFriday, startDate: '2026-11-27', endDate: '2026-11-27' }),
        3,
        friday(9),
      ),
    ).toBe(true);
    expect(
      isSurgeActive(
        rule({ ...blackFriday, startDate: '2026-11-28', endDate: '2026-12-01' }),
        3,
        friday(9),
      ),
    ).toBe(false);
  });

  it('a surge for some modules leaves the others alone; a switched-off surge never runs', () => {
    expect(isSurgeActive(rule({ moduleIds: [3] }), 3, friday(18))).toBe(true);
    expect(isSurgeActive(rule({ moduleIds: [3] }), 4, friday(18))).toBe(false);
    expect(isSurgeActive(rule({ active: false }), 3, friday(18))).toBe(false);
  });
});

describe('get-surge-price: what a surge adds to the delivery fee', () => {
  it('an amount surge adds its amount; a percent surge a share of the fee, rounded half up', () => {
    expect(calculateSurgeFee(825, { type: 'amount', amount: 200 })).toBe(200);
    expect(calculateSurgeFee(825, { type: 'percent', rate: 1_000 })).toBe(83);
  });

  it('overlapping surges do not add up: the one adding the most applies', () => {
    const flat = rule({ id: 1, priceType: 'amount', price: 200 });
    const share = rule({ id: 2, priceType: 'percent', price: 5_000 });
    expect(findApplicableSurge([flat, share], 3, friday(18), 1_000)?.id).toBe(2);
    expect(findApplicableSurge([flat, share], 3, friday(18), 200)?.id).toBe(1);
    expect(findApplicableSurge([flat, share], 3, friday(12), 1_000)).toBeNull();
  });
});
