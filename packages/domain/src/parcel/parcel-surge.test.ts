import { describe, expect, it } from 'vitest';
import { type SurgeRule, toSurgeCharge } from '../checkout/surge-price';
import type { ZonedDateTime } from '../time/zoned-clock';
import { calculateParcelFee, type ParcelFeeInput } from './parcel-fee';
import { findParcelSurge } from './parcel-surge';

const PARCEL_MODULE = 5;

const rule = (overrides: Partial<SurgeRule> = {}): SurgeRule => ({
  id: 1,
  moduleIds: [PARCEL_MODULE],
  priceType: 'amount',
  price: 150,
  durationType: 'daily',
  weekdays: [],
  startDate: null,
  endDate: null,
  startTime: '18:00',
  endTime: '21:00',
  customerNote: 'Evening rush',
  active: true,
  ...overrides,
});

/** Friday 27 November 2026 at hh:00 on the business's clock. */
const friday = (hh: number): ZonedDateTime => ({
  year: 2026,
  month: 11,
  day: 27,
  weekday: 5,
  minutes: hh * 60,
});

const base: ParcelFeeInput = {
  distanceMeters: 10_000,
  category: { perKmCharge: 100, minimumCharge: 500 },
  zoneRates: { perKmCharge: 90, minimumCharge: 349, maximumCharge: 2_000 },
  zoneSurcharge: { status: true, rate: 1_000 },
  tax: { rate: 500, included: false },
};

/** The fee of a parcel sent at this moment, the surge picked as the API picks it. */
function priceAt(rules: SurgeRule[], at: ZonedDateTime, input: ParcelFeeInput = base) {
  const surge = findParcelSurge(rules, PARCEL_MODULE, at, input);
  return { surge, fee: calculateParcelFee({ ...input, surge: surge && toSurgeCharge(surge) }) };
}

describe("parcel fee: the pickup zone's surge in its time window, as an order's delivery fee (decision 0040)", () => {
  it('adds the surge running when the parcel is sent, after the cap, and taxes it with the fee', () => {
    const { surge, fee } = priceAt([rule()], friday(19));
    expect(surge?.customerNote).toBe('Evening rush');
    // 10 km × 1.00 = 10.00, +10 % zone surcharge, +1.50 surge; 5 % tax on 12.50.
    expect(fee).toMatchObject({
      baseFee: 1_000,
      surcharge: 100,
      surgeFee: 150,
      deliveryFee: 1_250,
      tax: 63,
      total: 1_313,
    });
  });

  it('adds nothing outside the window', () => {
    const { surge, fee } = priceAt([rule()], friday(17));
    expect(surge).toBeNull();
    expect(fee).toMatchObject({ surgeFee: 0, deliveryFee: 1_100 });
  });

  it("takes a percentage of the bounded fee and can lift the fee above the zone's maximum", () => {
    const long = { ...base, distanceMeters: 50_000 };
    const { fee } = priceAt([rule({ priceType: 'percent', price: 1_000 })], friday(19), long);
    expect(fee).toMatchObject({
      baseFee: 2_000,
      surcharge: 200,
      surgeFee: 200,
      deliveryFee: 2_400,
    });
  });

  it('charges only the surge adding the most when several run (they do not add up)', () => {
    const rules = [
      rule({ id: 1, price: 150 }),
      rule({ id: 2, priceType: 'percent', price: 2_000 }),
    ];
    const { surge, fee } = priceAt(rules, friday(19));
    expect(surge?.id).toBe(2);
    expect(fee.surgeFee).toBe(200);
  });

  it('ignores a surge of another module of the zone; one for every module applies', () => {
    expect(priceAt([rule({ moduleIds: [PARCEL_MODULE + 1] })], friday(19)).surge).toBeNull();
    expect(priceAt([rule({ moduleIds: [] })], friday(19)).fee.surgeFee).toBe(150);
  });
});
