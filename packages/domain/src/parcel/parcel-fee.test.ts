import { describe, expect, it } from 'vitest';
import { calculateParcelFee, type ParcelFeeInput } from './parcel-fee';
import { isParcelPaymentAllowed } from './parcel-payer';

const base: ParcelFeeInput = {
  distanceMeters: 10_000,
  category: { perKmCharge: 100, minimumCharge: 500 },
  zoneRates: { perKmCharge: 90, minimumCharge: 349, maximumCharge: null },
  zoneSurcharge: { status: false, rate: 0 },
  tax: { rate: 0, included: false },
};

describe("parcel fee: distance × the category's per-km charge", () => {
  it('charges 10 km × 1.00 = 10.00', () => {
    expect(calculateParcelFee(base)).toMatchObject({ baseFee: 1_000, deliveryFee: 1_000 });
  });

  it('rounds the distance charge half up to whole minor units', () => {
    expect(calculateParcelFee({ ...base, distanceMeters: 12_345 }).baseFee).toBe(1_235);
  });

  it("uses the zone's parcel rate when the category sets none", () => {
    const fee = calculateParcelFee({
      ...base,
      category: { perKmCharge: null, minimumCharge: null },
    });
    expect(fee.baseFee).toBe(900);
  });
});

describe("parcel fee: never below the category's minimum charge", () => {
  it('charges the minimum for a short hop', () => {
    expect(calculateParcelFee({ ...base, distanceMeters: 2_000 }).baseFee).toBe(500);
  });

  it("falls back to the zone's minimum when the category has none", () => {
    const fee = calculateParcelFee({
      ...base,
      distanceMeters: 1_000,
      category: { perKmCharge: 100, minimumCharge: null },
    });
    expect(fee.baseFee).toBe(349);
  });
});

describe('parcel fee: the same maximum, surge and tax rules as orders', () => {
  it("is capped by the zone's maximum shipping charge", () => {
    const fee = calculateParcelFee({
      ...base,
      distanceMeters: 50_000,
      zoneRates: { ...base.zoneRates, maximumCharge: 2_499 },
    });
    expect(fee.baseFee).toBe(2_499);
  });

  it('a maximum below the minimum cannot lower the fee under the minimum', () => {
    const fee = calculateParcelFee({
      ...base,
      distanceMeters: 1_000,
      zoneRates: { ...base.zoneRates, maximumCharge: 300 },
    });
    expect(fee.baseFee).toBe(500);
  });

  it('adds the zone surcharge (increased_delivery_fee) after the cap', () => {
    const fee = calculateParcelFee({
      ...base,
      distanceMeters: 50_000,
      zoneRates: { ...base.zoneRates, maximumCharge: 2_000 },
      zoneSurcharge: { status: true, rate: 1_000 },
    });
    expect(fee).toMatchObject({ baseFee: 2_000, surcharge: 200, deliveryFee: 2_200 });
  });

  it('ignores the surcharge when its status is off', () => {
    const fee = calculateParcelFee({ ...base, zoneSurcharge: { status: false, rate: 1_000 } });
    expect(fee.surcharge).toBe(0);
  });

  it('adds tax on the fee when it is not included', () => {
    const fee = calculateParcelFee({ ...base, tax: { rate: 500, included: false } });
    expect(fee).toMatchObject({ deliveryFee: 1_000, tax: 50, taxIncluded: false, total: 1_050 });
  });

  it('shows the included tax share, amount × rate / (100 + rate), without adding it', () => {
    const fee = calculateParcelFee({ ...base, tax: { rate: 500, included: true } });
    expect(fee).toMatchObject({ deliveryFee: 1_000, tax: 48, taxIncluded: true, total: 1_000 });
  });
});

describe('who pays: the receiver pays only by cash', () => {
  it('lets the sender pay by any method', () => {
    for (const method of ['cash_on_delivery', 'digital_payment', 'wallet'] as const) {
      expect(isParcelPaymentAllowed('sender', method)).toBe(true);
    }
  });

  it('refuses a receiver paying by wallet or digital payment', () => {
    expect(isParcelPaymentAllowed('receiver', 'cash_on_delivery')).toBe(true);
    expect(isParcelPaymentAllowed('receiver', 'wallet')).toBe(false);
    expect(isParcelPaymentAllowed('receiver', 'digital_payment')).toBe(false);
  });
});
