import { calculateTax } from '../checkout/tax';
import type { MinorUnits } from '../money/minor-units';
import { calculateProviderDiscount, type ProviderDiscount } from './provider-discount';
import { calculateTripFare, type TripMeasure } from './trip-fare';
import { getTripUnitPrice, type VehiclePrices } from './unit-price';
import { calculateVehicleDiscount, type VehicleDiscount } from './vehicle-discount';

export type TripLineInput = {
  prices: VehiclePrices;
  discount: VehicleDiscount;
  quantity: number;
};

export type PricedTripLine = {
  unitPrice: MinorUnits;
  fare: MinorUnits;
  discount: MinorUnits;
};

export type TripPriceInput = {
  measure: TripMeasure;
  lines: readonly TripLineInput[];
  providerDiscount: ProviderDiscount | null;
  /** Coupon discount computed on the amount after vehicle and provider discounts. */
  couponDiscount?: MinorUnits;
  /** The provider's tax rate, hundredths of a percent. */
  taxRate: number;
  /** Config tax_included. */
  taxIncluded: boolean;
};

export type TripPrice = {
  lines: PricedTripLine[];
  /** Sum of fares before any discount. */
  subtotal: MinorUnits;
  vehicleDiscount: MinorUnits;
  providerDiscount: MinorUnits;
  couponDiscount: MinorUnits;
  tax: MinorUnits;
  taxIncluded: boolean;
  total: MinorUnits;
};

/** Each line's unit price (with the fallback), fare and vehicle discount. */
export function priceTripLines(measure: TripMeasure, lines: readonly TripLineInput[]) {
  return lines.map((line) => {
    const unitPrice = getTripUnitPrice(line.prices, measure.type);
    const fare = calculateTripFare(unitPrice, measure, line.quantity);
    return {
      unitPrice,
      fare,
      discount: calculateVehicleDiscount(fare, line.quantity, line.discount),
    };
  });
}

/** The fares after vehicle and provider discounts: what a coupon's min purchase is read on. */
export function getDiscountedFare(input: Omit<TripPriceInput, 'couponDiscount'>): MinorUnits {
  const price = priceTrip(input);
  return price.subtotal - price.vehicleDiscount - price.providerDiscount;
}

/**
 * Issue 13 trip price: fare per line, vehicle discount, then provider discount, then coupon; tax
 * from the provider on what is left, included (amount × rate / (100 + rate), not added) or added
 * per tax_included.
 */
export function priceTrip(input: TripPriceInput): TripPrice {
  const lines = priceTripLines(input.measure, input.lines);
  const subtotal = lines.reduce((sum, line) => sum + line.fare, 0);
  const vehicleDiscount = lines.reduce((sum, line) => sum + line.discount, 0);
  const providerDiscount = calculateProviderDiscount(
    subtotal - vehicleDiscount,
    input.providerDiscount,
  );
  const afterDiscounts = subtotal - vehicleDiscount - providerDiscount;
  const couponDiscount = Math.min(Math.max(0, input.couponDiscount ?? 0), afterDiscounts);
  const tax = calculateTax({
    subtotal: afterDiscounts,
    discount: couponDiscount,
    rate: input.taxRate,
    included: input.taxIncluded,
  });
  return {
    lines,
    subtotal,
    vehicleDiscount,
    providerDiscount,
    couponDiscount,
    tax: tax.amount,
    taxIncluded: tax.included,
    total: afterDiscounts - couponDiscount + tax.addedToTotal,
  };
}
