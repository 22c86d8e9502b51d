import { calculateDistanceCharge, type ZoneSurcharge } from '../checkout/delivery-fee';
import { calculatePercentOf, type HundredthsOfPercent } from '../checkout/percent';
import { calculateSurgeFee, type SurgeCharge } from '../checkout/surge-price';
import { calculateTax } from '../checkout/tax';
import type { MinorUnits } from '../money/minor-units';

/**
 * A parcel category's own rates (parcel_per_km_shipping_charge, parcel_minimum_shipping_charge);
 * null where the category sets none and the zone's parcel-module rate applies.
 */
export type ParcelCategoryRates = {
  perKmCharge: MinorUnits | null;
  minimumCharge: MinorUnits | null;
};

/** The zone-module pivot of the parcel module: per km, minimum and maximum shipping charge. */
export type ParcelZoneRates = {
  perKmCharge: MinorUnits;
  minimumCharge: MinorUnits;
  /** null or 0 means no cap. */
  maximumCharge: MinorUnits | null;
};

export type ParcelFeeInput = {
  /** Road distance from the sender to the receiver, whole metres (computed by the server). */
  distanceMeters: number;
  category: ParcelCategoryRates;
  zoneRates: ParcelZoneRates;
  zoneSurcharge: ZoneSurcharge;
  /** The pickup zone's surge running when the parcel is sent (parcel-surge.ts), if any. */
  surge?: SurgeCharge | null;
  tax: { rate: HundredthsOfPercent; included: boolean };
};

/** What the base fee reads: the distance and the rates. */
export type ParcelBaseFeeInput = Pick<ParcelFeeInput, 'distanceMeters' | 'category' | 'zoneRates'>;

export type ParcelFee = {
  /** distance × per km, bounded by the minimum and the maximum. */
  baseFee: MinorUnits;
  /** The zone's increased_delivery_fee on the bounded fee. */
  surcharge: MinorUnits;
  /** The surge price's part (decision 0040), on the bounded fee. */
  surgeFee: MinorUnits;
  /** baseFee + surcharge + surgeFee: the delivery charge of the parcel. */
  deliveryFee: MinorUnits;
  tax: MinorUnits;
  taxIncluded: boolean;
  /** What the payer pays: the delivery fee, plus the tax when it is not included. */
  total: MinorUnits;
};

/**
 * Issue 16: a parcel's fee is the distance × the category's per-km charge, never below the
 * category's minimum charge (each falls back to the zone's parcel rate when the category sets
 * none), with the same rules as an order's delivery fee: capped by the zone's maximum (a maximum
 * below the minimum cannot lower the fee under it), the zone surcharge and the surge added after
 * the cap, and tax on the fee, included (shown, not added) or added per tax_included.
 */
export function calculateParcelFee(input: ParcelFeeInput): ParcelFee {
  const baseFee = calculateParcelBaseFee(input);
  const surcharge = input.zoneSurcharge.status
    ? calculatePercentOf(baseFee, input.zoneSurcharge.rate)
    : 0;
  // Decision 0040: a surge pays the platform's riders, who carry parcels too.
  const surgeFee = input.surge ? calculateSurgeFee(baseFee, input.surge) : 0;
  const deliveryFee = baseFee + surcharge + surgeFee;
  const tax = calculateTax({
    subtotal: deliveryFee,
    discount: 0,
    rate: input.tax.rate,
    included: input.tax.included,
  });
  return {
    baseFee,
    surcharge,
    surgeFee,
    deliveryFee,
    tax: tax.amount,
    taxIncluded: tax.included,
    total: deliveryFee + tax.addedToTotal,
  };
}

/** distance × per km, never below the minimum, capped by the zone's maximum. */
export function calculateParcelBaseFee(input: ParcelBaseFeeInput): MinorUnits {
  return calculateDistanceCharge(input.distanceMeters, {
    perKmCharge: input.category.perKmCharge ?? input.zoneRates.perKmCharge,
    minimumCharge: input.category.minimumCharge ?? input.zoneRates.minimumCharge,
    maximumCharge: input.zoneRates.maximumCharge,
  });
}
