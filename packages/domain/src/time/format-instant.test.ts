import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant';

// 05:30 UTC is 11:30 AM in Asia/Dhaka (UTC+6, no daylight saving).
const slot = '2026-11-23T05:30:00Z';

describe('one clock: an order’s times are read in the store’s zone (issue 17 §2)', () => {
  it('shows checkout’s 11:30 AM slot as 11:30 AM, not the reader’s or the server’s 5:30 AM', () => {
    expect(formatInstant(slot, { locale: 'en', timeZone: 'Asia/Dhaka' })).toBe('Nov 23, 11:30 AM');
  });

  it('labels the zone where the time could be taken for another', () => {
    expect(formatInstant(slot, { locale: 'en', timeZone: 'Asia/Dhaka', withZoneLabel: true })).toBe(
      'Nov 23, 11:30 AM GMT+6',
    );
  });

  it('writes the same instant in the reader’s language, still in the store’s zone', () => {
    expect(formatInstant(slot, { locale: 'fr', timeZone: 'Asia/Dhaka' })).toBe('23 nov., 11:30');
    expect(formatInstant(slot, { locale: 'en', timeZone: 'Asia/Dhaka', withDate: false })).toBe(
      '11:30 AM',
    );
  });

  it('crosses the date line with the store: late evening UTC is the next morning in Dhaka', () => {
    expect(formatInstant('2026-11-23T20:15:00Z', { locale: 'en', timeZone: 'Asia/Dhaka' })).toBe(
      'Nov 24, 2:15 AM',
    );
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatInstant('soon', { locale: 'en', timeZone: 'Asia/Dhaka' })).toBe('');
  });

  it('falls back to labelled UTC for a zone it does not know, rather than the reader’s zone', () => {
    expect(formatInstant(slot, { locale: 'en', timeZone: 'Mars/Olympus' })).toBe(
      'Nov 23, 5:30 AM UTC',
    );
  });
});
