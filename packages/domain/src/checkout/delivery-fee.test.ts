import { describe, expect, it } from 'vitest';
import {
  calculateDeliveryFee,
  calculateDistanceCharge,
  type DeliveryFeeInput,
  type DeliveryRates,
} from './delivery-fee';

// 1.50 per km, at least 5.00, at most 20.00 (2 decimals).
const zoneRates: DeliveryRates = { perKmCharge: 150, minimumCharge: 500, maximumCharge: 2000 };

function buildInput(overrides: Partial<DeliveryFeeInput> = {}): DeliveryFeeInput {
  return {
    orderType: 'delivery',
    distanceMeters: 5500,
    zoneRates,
    selfDeliveryRates: null,
    zoneSurcharge: { status: false, rate: 0 },
    ...overrides,
  };
}

describe('spec 02 §9 delivery fee = max(distance × per km, minimum) capped by the maximum', () => {
  it('charges distance × per km between the bounds', () => {
    expect(calculateDistanceCharge(5500, zoneRates)).toBe(825);
  });

  it('charges the minimum when distance × per km is below it', () => {
    expect(calculateDistanceCharge(2000, zoneRates)).toBe(500);
    expect(calculateDistanceCharge(0, zoneRates)).toBe(500);
  });

  it('caps at the maximum', () => {
    expect(calculateDistanceCharge(20_000, zoneRates)).toBe(2000);
  });

  it('has no cap when the maximum is null or 0', () => {
    expect(calculateDistanceCharge(20_000, { ...zoneRates, maximumCharge: null })).toBe(3000);
    expect(calculateDistanceCharge(20_000, { ...zoneRates, maximumCharge: 0 })).toBe(3000);
  });

  it('never goes under the minimum when the maximum is set below it', () => {
    expect(calculateDistanceCharge(20_000, { ...zoneRates, maximumCharge: 300 })).toBe(500);
  });

  it('charges a fixed zone fee as per km 0 with the fee as the minimum', () => {
    const fixed = { perKmCharge: 0, minimumCharge: 700, maximumCharge: null };
    expect(calculateDistanceCharge(12_345, fixed)).toBe(700);
  });

  it('rounds distance × per km to whole minor units at 0, 2 and 3 decimals', () => {
    const rates = (perKmCharge: number) => ({ perKmCharge, minimumCharge: 0, maximumCharge: null });
    // 1.625 km at 3 per km = 4.875 in major units.
    expect(calculateDistanceCharge(1625, rates(3))).toBe(5); // 0 decimals: 4.875 → 5
    expect(calculateDistanceCharge(1625, rates(300))).toBe(488); // 2 decimals: 487.5 → 4.88
    expect(calculateDistanceCharge(1625, rates(3000))).toBe(4875); // 3 decimals: 4.875 exactly
    // 3.333 km at 1.00 per km: 3.333 → 3.33.
    expect(calculateDistanceCharge(3333, rates(100))).toBe(333);
  });
});

describe('spec 02 §3 zone surcharge (increased_delivery_fee) when its status is on', () => {
  it('adds the percentage of the fee, rounded half up', () => {
    const input = buildInput({ zoneSurcharge: { status: true, rate: 1000 } });
    // 8.25 + 10 % = 8.25 + 0.825 → 0.83.
    expect(calculateDeliveryFee(input)).toEqual({
      baseFee: 825,
      surcharge: 83,
      surgeFee: 0,
      fee: 908,
      rateSource: 'zone',
    });
  });

  it('adds the surcharge after the cap', () => {
    const input = buildInput({
      distanceMeters: 20_000,
      zoneSurcharge: { status: true, rate: 1000 },
    });
    expect(calculateDeliveryFee(input).fee).toBe(2200);
  });

  it('adds nothing while the status is off', () => {
    const input = buildInput({ zoneSurcharge: { status: false, rate: 1000 } });
    expect(calculateDeliveryFee(input).fee).toBe(825);
  });
});

describe('spec 02 §3 a store with self_delivery_system uses its own rates', () => {
  const storeRates = { perKmCharge: 100, minimumCharge: 300, maximumCharge: 600 };

  it("uses the store's rates and no zone surcharge", () => {
    const input = buildInput({
      selfDeliveryRates: storeRates,
      zoneSurcharge: { status: true, rate: 1000 },
    });
    expect(calculateDeliveryFee(input)).toEqual({
      baseFee: 550,
      surcharge: 0,
      surgeFee: 0,
      fee: 550,
      rateSource: 'store',
    });
  });

  it("applies the store's own cap", () => {
    const input = buildInput({ distanceMeters: 9000, selfDeliveryRates: storeRates });
    expect(calculateDeliveryFee(input).fee).toBe(600);
  });
});

describe('take-away has no delivery fee', () => {
  it('charges 0 whatever the rates', () => {
    const input = buildInput({
      orderType: 'take_away',
      zoneSurcharge: { status: true, rate: 1000 },
    });
    expect(calculateDeliveryFee(input)).toEqual({
      baseFee: 0,
      surcharge: 0,
      surgeFee: 0,
      fee: 0,
      rateSource: null,
    });
  });
});

describe('get-surge-price: a surge running at the order time is part of the delivery fee', () => {
  it('adds an amount surge after the bounds, for the platform’s deliveries', () => {
    const fee = calculateDeliveryFee(buildInput({ surge: { type: 'amount', amount: 300 } }));
    expect(fee).toMatchObject({ baseFee: 825, surgeFee: 300, fee: 1125 });
  });

  it('adds a percent surge as a share of the bounded fee', () => {
    const fee = calculateDeliveryFee(
      buildInput({ distanceMeters: 50_000, surge: { type: 'percent', rate: 2_500 } }),
    );
    expect(fee).toMatchObject({ baseFee: 2000, surgeFee: 500, fee: 2500 });
  });

  it('a store that delivers itself and a take-away pay no surge', () => {
    const surge = { type: 'amount', amount: 300 } as const;
    expect(calculateDeliveryFee(buildInput({ selfDeliveryRates: zoneRates, surge })).surgeFee).toBe(
      0,
    );
    expect(calculateDeliveryFee(buildInput({ orderType: 'take_away', surge })).fee).toBe(0);
  });
});
