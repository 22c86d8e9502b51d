import { describe, expect, it } from 'vitest';
import { calculateTripFare, getTripUnits } from './trip-fare';

describe('fare per trip type', () => {
  it('hourly: price × hours × vehicles', () => {
    expect(calculateTripFare(1500, { type: 'hourly', estimatedHours: 3, distanceKm: 0 }, 2)).toBe(
      9000,
    );
  });

  it('day-wise: price × days, where estimated_hours = 24 × days', () => {
    expect(getTripUnits({ type: 'day_wise', estimatedHours: 48, distanceKm: 0 })).toBe(2);
    expect(
      calculateTripFare(8999, { type: 'day_wise', estimatedHours: 48, distanceKm: 0 }, 1),
    ).toBe(17998);
  });

  it('distance-wise: price × km, rounded half up once', () => {
    expect(
      calculateTripFare(120, { type: 'distance_wise', estimatedHours: 0.5, distanceKm: 12.345 }, 1),
    ).toBe(1481);
  });

  it('is 0 for no vehicles, no price or no measure', () => {
    expect(calculateTripFare(1500, { type: 'hourly', estimatedHours: 3, distanceKm: 0 }, 0)).toBe(
      0,
    );
    expect(calculateTripFare(0, { type: 'hourly', estimatedHours: 3, distanceKm: 0 }, 1)).toBe(0);
    expect(calculateTripFare(1500, { type: 'hourly', estimatedHours: -2, distanceKm: 0 }, 1)).toBe(
      0,
    );
  });
});
