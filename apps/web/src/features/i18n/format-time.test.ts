import { describe, expect, it } from 'vitest';
import { formatClockTime, formatInstant, formatWeekday } from './format-time';

const at = '2026-11-23T14:15:00Z';

describe('instants are written in the reader’s language', () => {
  it('writes month, day and time by the locale', () => {
    expect(formatInstant(at, 'en', { timeZone: 'UTC' })).toBe('Nov 23, 2:15 PM');
    expect(formatInstant(at, 'fr', { timeZone: 'UTC' })).toBe('23 nov., 14:15');
    expect(formatInstant(at, 'en', { timeZone: 'UTC', withDate: false })).toBe('2:15 PM');
  });

  it('can show a store’s zone, labelled', () => {
    expect(formatInstant(at, 'en', { timeZone: 'Asia/Dhaka', withZoneLabel: true })).toBe(
      'Nov 23, 8:15 PM GMT+6',
    );
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatInstant('soon', 'en')).toBe('');
  });
});

describe('a store’s wall-clock times show on the 12-hour clock (spec 01 §9)', () => {
  it('reads HH:mm and minutes since midnight alike', () => {
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime(690)).toBe('11:30 AM');
  });

  it('names weekdays in the reader’s language', () => {
    expect(formatWeekday(1, 'en')).toBe('Monday');
    expect(formatWeekday(1, 'es')).toBe('lunes');
  });
});
