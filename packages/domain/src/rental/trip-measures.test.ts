import { describe, expect, it } from 'vitest';
import {
  dayWiseEstimatedHours,
  formatKm,
  getTripWindow,
  hoursToDays,
  metersToKm,
  secondsToHours,
} from './trip-measures';

describe('conversions of spec 02 §9', () => {
  it('route duration seconds / 3600 = hours', () => {
    expect(secondsToHours(5400)).toBe(1.5);
  });

  it('metres / 1000 = km, shown to 3 decimals', () => {
    expect(metersToKm(12_345)).toBe(12.345);
    expect(formatKm(metersToKm(12_000))).toBe('12.000');
  });

  it('hours / 24 = days with 1 decimal; day-wise estimated_hours = 24 × days', () => {
    expect(hoursToDays(36)).toBe(1.5);
    expect(dayWiseEstimatedHours(3)).toBe(72);
  });

  it('a booking holds [pickup, pickup + estimated hours)', () => {
    const pickup = new Date('2026-01-01T10:00:00Z');
    expect(getTripWindow(pickup, 2.5).end.toISOString()).toBe('2026-01-01T12:30:00.000Z');
    expect(getTripWindow(pickup, 0).end.toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });
});
