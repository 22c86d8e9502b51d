import { describe, expect, it } from 'vitest';
import {
  formatDeliveryTimeRange,
  isValidDeliveryTimeRange,
  parseDeliveryTimeRange,
} from './delivery-time-range';

describe('delivery time range', () => {
  it('reads "20-30 min" as a minimum, a maximum and a unit', () => {
    expect(parseDeliveryTimeRange('20-30 min')).toEqual({ min: 20, max: 30, unit: 'min' });
    expect(parseDeliveryTimeRange(' 1 - 2 hours ')).toEqual({ min: 1, max: 2, unit: 'hours' });
    expect(parseDeliveryTimeRange('2-3 days')).toEqual({ min: 2, max: 3, unit: 'days' });
  });

  it('refuses text that is not a range in min, hours or days', () => {
    for (const text of [
      '',
      '30 min',
      '20-30',
      '20-30 weeks',
      'a-b min',
      '-5-10 min',
      '1000-2000 min',
    ]) {
      expect(parseDeliveryTimeRange(text)).toBeNull();
    }
  });

  it('the minimum must be below the maximum', () => {
    expect(isValidDeliveryTimeRange({ min: 20, max: 30, unit: 'min' })).toBe(true);
    expect(isValidDeliveryTimeRange({ min: 30, max: 30, unit: 'min' })).toBe(false);
    expect(isValidDeliveryTimeRange({ min: 40, max: 30, unit: 'min' })).toBe(false);
  });

  it('both ends are whole numbers from 1 to 999', () => {
    expect(isValidDeliveryTimeRange({ min: 0, max: 30, unit: 'min' })).toBe(false);
    expect(isValidDeliveryTimeRange({ min: 1, max: 999, unit: 'min' })).toBe(true);
    expect(isValidDeliveryTimeRange({ min: 1, max: 1000, unit: 'min' })).toBe(false);
    expect(isValidDeliveryTimeRange({ min: 1.5, max: 3, unit: 'hours' })).toBe(false);
  });

  it('formats back to the text it reads', () => {
    expect(formatDeliveryTimeRange({ min: 20, max: 30, unit: 'min' })).toBe('20-30 min');
    expect(
      parseDeliveryTimeRange(formatDeliveryTimeRange({ min: 1, max: 2, unit: 'days' })),
    ).toEqual({
      min: 1,
      max: 2,
      unit: 'days',
    });
  });
});
