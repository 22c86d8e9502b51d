import { describe, expect, it } from 'vitest';
import { priceTrip, type TripPriceInput } from './trip-price';

const corolla = {
  prices: {
    tripHourly: 1,
    tripDayWise: 1,
    tripDistance: 1,
    hourlyPrice: 2000,
    dayWisePrice: 10_000,
    distancePrice: 100,
  },
  discount: { type: 'percent' as const, value: 1000 },
  quantity: 2,
};

const base: TripPriceInput = {
  measure: { type: 'hourly', estimatedHours: 5, distanceKm: 0 },
  lines: [corolla],
  providerDiscount: { type: 'percent', value: 1000, minPurchase: 5000, maxDiscount: 500 },
  taxRate: 500,
  taxIncluded: false,
};

describe('vehicle discount then provider discount, then tax', () => {
  it('applies the vehicle discount first, then the provider discount on what is left', () => {
    const price = priceTrip(base);
    expect(price.subtotal).toBe(20_000);
    expect(price.vehicleDiscount).toBe(2000);
    // 10 % of 18,000 is 1,800, capped at max_discount 500.
    expect(price.providerDiscount).toBe(500);
  });

  it('adds the provider tax when tax is not included', () => {
    const price = priceTrip(base);
    // 5 % of 17,500.
    expect(price.tax).toBe(875);
    expect(price.total).toBe(17_500 + 875);
  });

  it('includes the tax as amount × rate / (100 + rate) without adding it', () => {
    const price = priceTrip({ ...base, taxIncluded: true });
    expect(price.tax).toBe(Math.round((17_500 * 5) / 105));
    expect(price.taxIncluded).toBe(true);
    expect(price.total).toBe(17_500);
  });

  it('takes the coupon after the provider discount and taxes what is left', () => {
    const price = priceTrip({ ...base, couponDiscount: 1500 });
    expect(price.couponDiscount).toBe(1500);
    expect(price.tax).toBe(800);
    expect(price.total).toBe(16_000 + 800);
  });

  it('prices each line with the fallback when the trip type has no price', () => {
    const noKm = { ...corolla, prices: { ...corolla.prices, distancePrice: 0 } };
    const price = priceTrip({
      ...base,
      lines: [noKm],
      measure: { type: 'distance_wise', estimatedHours: 1, distanceKm: 3 },
    });
    expect(price.lines[0]?.unitPrice).toBe(2000);
    expect(price.subtotal).toBe(2000 * 3 * 2);
  });
});
