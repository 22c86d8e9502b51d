import { describe, expect, it } from 'vitest';
import { getStartFromPrice, getTripUnitPrice, type VehiclePrices } from './unit-price';

const all: VehiclePrices = {
  tripHourly: 1,
  tripDayWise: 1,
  tripDistance: 1,
  hourlyPrice: 1500,
  dayWisePrice: 8999,
  distancePrice: 120,
};

describe('trip price per trip type', () => {
  it('uses the price of the trip type when it has one', () => {
    expect(getTripUnitPrice(all, 'hourly')).toBe(1500);
    expect(getTripUnitPrice(all, 'day_wise')).toBe(8999);
    expect(getTripUnitPrice(all, 'distance_wise')).toBe(120);
  });
});

describe('fallback: a missing price is the lowest of the enabled trip prices', () => {
  it('falls back to the lowest enabled price when the type has none', () => {
    const noKm = { ...all, distancePrice: 0 };
    expect(getTripUnitPrice(noKm, 'distance_wise')).toBe(1500);
  });

  it('ignores prices of trip types the vehicle does not offer', () => {
    const prices = { ...all, tripDistance: 0, hourlyPrice: 0, distancePrice: 50 };
    expect(getTripUnitPrice(prices, 'hourly')).toBe(8999);
  });

  it('is 0 when no enabled trip type has a price', () => {
    const none = { ...all, hourlyPrice: 0, dayWisePrice: 0, distancePrice: 0 };
    expect(getTripUnitPrice(none, 'hourly')).toBe(0);
  });

  it('Start From is the lowest enabled price', () => {
    expect(getStartFromPrice(all)).toBe(120);
    expect(getStartFromPrice({ ...all, tripDistance: 0 })).toBe(1500);
  });
});
