import { describe, expect, it } from 'vitest';
import { formatPickupTime, formatUtcOffset } from './vehicle-display';

describe('pickup times on the provider’s clock (spec 02 §9: shifted by 6 hours in the demo city)', () => {
  it('shows 10:00 UTC as 4:00 PM for an Asia/Dhaka provider, with the offset', () => {
    expect(formatPickupTime('2030-01-01T10:00:00.000Z', 'en', 'Asia/Dhaka')).toBe(
      'Jan 1, 2030, 4:00 PM (UTC+6)',
    );
  });

  it('writes offsets with minutes only when there are some', () => {
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(-3.5 * 3_600_000)).toBe('UTC-3:30');
    expect(formatUtcOffset(5.75 * 3_600_000)).toBe('UTC+5:45');
  });
});
