import { describe, expect, it } from 'vitest';
import { getPickupTimeShiftMs, toProviderClock } from './pickup-time';

describe('rental pickup time is shifted by 6 hours (21600000 ms) when formatted', () => {
  const pickup = new Date('2030-01-01T10:00:00.000Z');

  it('shifts by 21600000 ms on the demo providers’ clock (Asia/Dhaka, UTC+6)', () => {
    expect(getPickupTimeShiftMs(pickup, 'Asia/Dhaka')).toBe(21_600_000);
    expect(toProviderClock(pickup, 'Asia/Dhaka').toISOString()).toBe('2030-01-01T16:00:00.000Z');
  });

  it('follows the provider’s zone: none in UTC, and the summer hour where clocks change', () => {
    expect(getPickupTimeShiftMs(pickup, 'UTC')).toBe(0);
    expect(getPickupTimeShiftMs(new Date('2030-07-01T10:00:00Z'), 'Europe/Paris')).toBe(
      2 * 3_600_000,
    );
  });

  it('crosses midnight into the provider’s next day', () => {
    expect(toProviderClock(new Date('2030-01-01T20:30:00Z'), 'Asia/Dhaka').toISOString()).toBe(
      '2030-01-02T02:30:00.000Z',
    );
  });
});
