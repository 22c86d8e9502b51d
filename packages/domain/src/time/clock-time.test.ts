import { describe, expect, it } from 'vitest';
import { formatMinutes12h, formatTime12h, isWithinDailyWindow, parseClockTime } from './clock-time';

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

  it('formats minutes since midnight the same way', () => {
    expect(formatMinutes12h(0)).toBe('12:00 AM');
    expect(formatMinutes12h(690)).toBe('11:30 AM');
    expect(formatMinutes12h(1439)).toBe('11:59 PM');
    expect(formatMinutes12h(1440)).toBe('12:00 AM');
  });
});
