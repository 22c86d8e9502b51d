import { describe, expect, it } from 'vitest';
import { formatClockTime, formatWeekday } from './format-time';

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
