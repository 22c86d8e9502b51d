import { describe, expect, it } from 'vitest';
import { doWindowsOverlap, getAvailableUnits, getPeakHeldUnits } from './availability';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));
const held = (start: number, end: number, quantity: number) => ({
  start: at(start),
  end: at(end),
  quantity,
});

describe('availability windows overlap: [pickup, pickup + duration)', () => {
  it('windows that share time overlap', () => {
    expect(doWindowsOverlap(held(10, 12, 1), held(11, 13, 1))).toBe(true);
  });

  it('a window ending when the next starts does not overlap it', () => {
    expect(doWindowsOverlap(held(10, 12, 1), held(12, 14, 1))).toBe(false);
  });
});

describe('overlapping windows never hold more than total_vehicle_count units', () => {
  it('counts the units held by overlapping bookings', () => {
    expect(
      getAvailableUnits(3, [held(9, 11, 1), held(10, 14, 1)], { start: at(10), end: at(12) }),
    ).toBe(1);
  });

  it('counts only the peak: bookings that do not overlap each other share units', () => {
    const bookings = [held(8, 11, 1), held(12, 15, 1)];
    expect(getPeakHeldUnits(bookings, { start: at(10), end: at(13) })).toBe(1);
    expect(getAvailableUnits(2, bookings, { start: at(10), end: at(13) })).toBe(1);
  });

  it('ignores bookings outside the window and never goes below 0', () => {
    expect(getAvailableUnits(1, [held(1, 2, 1)], { start: at(5), end: at(6) })).toBe(1);
    expect(getAvailableUnits(1, [held(1, 9, 3)], { start: at(5), end: at(6) })).toBe(0);
  });
});
