import { describe, expect, it } from 'vitest';
import { findNextOpening, getOpeningWindows, getTodaysSlots, isStoreOpenNow } from './store-open';

const everyDay = (openingTime: string, closingTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, openingTime, closingTime }));

describe('a store is open now by its schedule in its own time zone', () => {
  it('is open inside a slot of today', () => {
    const store = { active: true, timeZone: 'Asia/Dhaka', schedules: everyDay('09:00', '21:00') };
    expect(isStoreOpenNow(store, new Date('2026-11-22T06:00:00Z'))).toBe(true); // 12:00 local
    expect(isStoreOpenNow(store, new Date('2026-11-22T16:00:00Z'))).toBe(false); // 22:00 local
  });

  it('is closed on a day without a slot', () => {
    const store = {
      active: true,
      timeZone: 'UTC',
      schedules: [{ day: 1, openingTime: '00:00', closingTime: '23:59' }],
    };
    expect(isStoreOpenNow(store, new Date('2026-11-22T12:00:00Z'))).toBe(false); // Sunday
  });

  it('keeps a late-night slot open past midnight into the next day', () => {
    const store = {
      active: true,
      timeZone: 'UTC',
      schedules: [{ day: 6, openingTime: '18:00', closingTime: '02:00' }],
    };
    expect(isStoreOpenNow(store, new Date('2026-11-22T01:30:00Z'))).toBe(true); // Sunday 01:30
    expect(isStoreOpenNow(store, new Date('2026-11-22T03:00:00Z'))).toBe(false);
  });

  it('is closed when the owner has switched the store off', () => {
    const store = { active: false, timeZone: 'UTC', schedules: everyDay('00:00', '23:59') };
    expect(isStoreOpenNow(store, new Date('2026-11-22T12:00:00Z'))).toBe(false);
  });
});

describe("a store's opening windows for one weekday", () => {
  it('splits an overnight slot between its own day and the next morning', () => {
    const schedules = [
      { day: 5, openingTime: '18:00', closingTime: '02:00' },
      { day: 6, openingTime: '09:00', closingTime: '12:00' },
    ];
    expect(getOpeningWindows(schedules, 5)).toEqual([[1080, 1440]]);
    expect(getOpeningWindows(schedules, 6)).toEqual([
      [0, 120],
      [540, 720],
    ]);
    expect(getOpeningWindows(schedules, 0)).toEqual([]);
  });
});

describe('issue 17 §1: a closed store says when it opens, on its own clock', () => {
  // 2026-11-22 is a Sunday; Asia/Dhaka is UTC+6.
  const dhaka = { timeZone: 'Asia/Dhaka', schedules: everyDay('11:30', '22:00') };

  it('opens later today when today’s slot has not started', () => {
    // 03:00 UTC is 09:00 in Dhaka.
    expect(findNextOpening(dhaka, new Date('2026-11-22T03:00:00Z'))).toEqual({
      daysAhead: 0,
      day: 0,
      minutes: 11 * 60 + 30,
    });
  });

  it('opens tomorrow once today’s slot is over', () => {
    // 17:00 UTC is 23:00 in Dhaka.
    expect(findNextOpening(dhaka, new Date('2026-11-22T17:00:00Z'))).toEqual({
      daysAhead: 1,
      day: 1,
      minutes: 11 * 60 + 30,
    });
  });

  it('skips days without a slot, and says nothing for a store without any', () => {
    const mondays = {
      timeZone: 'UTC',
      schedules: [{ day: 1, openingTime: '08:00', closingTime: '12:00' }],
    };
    expect(findNextOpening(mondays, new Date('2026-11-24T09:00:00Z'))).toEqual({
      daysAhead: 6,
      day: 1,
      minutes: 8 * 60,
    });
    expect(findNextOpening({ timeZone: 'UTC', schedules: [] }, new Date())).toBeNull();
  });

  it('reads today by the store’s weekday, not the reader’s', () => {
    const sundayOnly = {
      timeZone: 'Asia/Dhaka',
      schedules: [
        { day: 1, openingTime: '14:00', closingTime: '18:00' },
        { day: 1, openingTime: '08:00', closingTime: '12:00' },
      ],
    };
    // Sunday 20:00 UTC is already Monday 02:00 in Dhaka.
    expect(getTodaysSlots(sundayOnly, new Date('2026-11-22T20:00:00Z'))).toEqual([
      { day: 1, openingTime: '08:00', closingTime: '12:00' },
      { day: 1, openingTime: '14:00', closingTime: '18:00' },
    ]);
    expect(getTodaysSlots(sundayOnly, new Date('2026-11-22T10:00:00Z'))).toEqual([]);
  });
});
