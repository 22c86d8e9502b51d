import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  formatLocalDate,
  getZonedClock,
  getZonedDateTime,
  toInstant,
} from './zoned-clock';

describe("a store's hours are read in the store's time zone", () => {
  it('converts UTC to the local weekday and minutes', () => {
    // 2026-11-22 is a Sunday; 20:30 UTC is 02:30 Monday in Dhaka (UTC+6).
    const now = new Date('2026-11-22T20:30:00Z');
    expect(getZonedClock(now, 'UTC')).toEqual({ day: 0, minutes: 20 * 60 + 30 });
    expect(getZonedClock(now, 'Asia/Dhaka')).toEqual({ day: 1, minutes: 2 * 60 + 30 });
  });

  it('reads the local calendar date with the clock', () => {
    expect(getZonedDateTime(new Date('2026-11-22T20:30:00Z'), 'Asia/Dhaka')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      minutes: 150,
    });
    expect(getZonedDateTime(new Date('2026-11-23T00:00:00Z'), 'UTC').minutes).toBe(0);
  });
});

describe("a store's local date is the date on its own calendar", () => {
  it('writes YYYY-MM-DD in the store zone, not in UTC', () => {
    const now = new Date('2026-12-31T20:00:00Z');
    expect(formatLocalDate(now, 'UTC')).toBe('2026-12-31');
    expect(formatLocalDate(now, 'Asia/Dhaka')).toBe('2027-01-01');
    expect(formatLocalDate(new Date('2026-03-01T02:00:00Z'), 'America/New_York')).toBe(
      '2026-02-28',
    );
  });

  it('adds days across month and year ends, with the weekday', () => {
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      weekday: 5,
    });
  });
});

describe('a wall-clock time in a zone is one instant', () => {
  it('converts wall-clock times across a daylight-saving change', () => {
    // Paris moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(
      new Date(toInstant({ year: 2026, month: 3, day: 29 }, 60, 'Europe/Paris')).toISOString(),
    ).toBe('2026-03-29T00:00:00.000Z');
    expect(
      new Date(toInstant({ year: 2026, month: 3, day: 29 }, 600, 'Europe/Paris')).toISOString(),
    ).toBe('2026-03-29T08:00:00.000Z');
  });
});
