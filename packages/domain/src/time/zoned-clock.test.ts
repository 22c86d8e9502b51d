import { describe, expect, it } from 'vitest';
import { formatTime12h, getZonedClock, isWithinDailyWindow, parseClockTime } from './zoned-clock';

describe("a store's hours are read in the store's time zone", () => {
  it('converts UTC to the local weekday and minutes', () => {
    // 2026-11-22 is a Sunday; 20:30 UTC is 02:30 Monday in Dhaka (UTC+6).
    const now = new Date('2026-11-22T20:30:00Z');
    expect(getZonedClock(now, 'UTC')).toEqual({ day: 0, minutes: 20 * 60 + 30 });
    expect(getZonedClock(now, 'Asia/Dhaka')).toEqual({ day: 1, minutes: 2 * 60 + 30 });
  });
});

describe('daily windows', () => {
  it('parses HH:mm and HH:mm:ss', () => {
    expect(parseClockTime('07:05')).toBe(425);
    expect(parseClockTime('23:59:00')).toBe(1439);
  });

  it('includes both ends of a same-day window', () => {
    expect(isWithinDailyWindow(420, 420, 660)).toBe(true);
    expect(isWithinDailyWindow(661, 420, 660)).toBe(false);
  });

  it('lets a window cross midnight', () => {
    expect(isWithinDailyWindow(30, 1320, 120)).toBe(true);
    expect(isWithinDailyWindow(600, 1320, 120)).toBe(false);
  });
});

describe('time display is 12-hour (spec 01 §9)', () => {
  it.each([
    ['00:15', '12:15 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['23:45', '11:45 PM'],
  ])('%s → %s', (input, text) => expect(formatTime12h(input)).toBe(text));
});
