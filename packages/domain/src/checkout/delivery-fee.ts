import type { MinorUnits } from '../money/minor-units';
import { hasDelivery, type OrderType } from './order-type';
import { calculatePercentOf, divideRounded, type HundredthsOfPercent } from './percent';
import { calculateSurgeFee, type SurgeCharge } from './surge-price';

/**
 * Spec 02 §3 "Store and zone delivery": per_km_shipping_charge, minimum_shipping_charge and
 * maximum_shipping_charge, either of the zone-module pivot or of a store with
 * self_delivery_system. A "fixed" zone charge is perKmCharge 0 with minimumCharge = the charge.
 */
export type DeliveryRates = {
  /** Minor units per kilometre. */
  perKmCharge: MinorUnits;
  minimumCharge: MinorUnits;
  /** null or 0 means no cap. */
  maximumCharge: MinorUnits | null;
};

/** The zone's increased_delivery_fee: a percentage of the fee, applied when `status` is on. */
export type ZoneSurcharge = { status: boolean; rate: HundredthsOfPercent };

export type DeliveryFeeInput = {
  orderType: OrderType;
  /** Road distance from the store to the delivery point, whole metres (computed by the server). */
  distanceMeters: number;
  zoneRates: DeliveryRates;
  /** The store's own rates when it uses self_delivery_system; null when the platform delivers. */
  selfDeliveryRates: DeliveryRates | null;
  zoneSurcharge: ZoneSurcharge;
  /** The zone's surge running at the order's time (surge-price.ts), if any. */
  surge?: SurgeCharge | null;
};

export type DeliveryFee = {
  /** The per-km charge bounded by the minimum and maximum. */
  baseFee: MinorUnits;
  surcharge: MinorUnits;
  /** The surge price's part (get-surge-price). */
  surgeFee: MinorUnits;
  /** baseFee + surcharge + surgeFee, before any free-delivery rule (see free-delivery.ts). */
  fee: MinorUnits;
  /** Whose rates were used; null for take-away. */
  rateSource: 'zone' | 'store' | null;
};

const METRES_PER_KM = 1000;

/**
 * Spec 02 §9 "Delivery fee is bounded by the minimum and maximum shipping charge":
 * max(distance_km × per_km, minimum), capped by the maximum. A maximum of null or 0 is no cap; a
 * maximum below the minimum cannot lower the fee under the minimum (the minimum wins).
 * distance_km × per_km is rounded half up to whole minor units.
 */
export function calculateDistanceCharge(distanceMeters: number, rates: DeliveryRates): MinorUnits {
  const metres = Math.max(0, distanceMeters);
  const byDistance = divideRounded(metres * Math.max(0, rates.perKmCharge), METRES_PER_KM);
  const minimum = Math.max(0, rates.minimumCharge);
  const fee = Math.max(byDistance, minimum);
  if (rates.maximumCharge === null || rates.maximumCharge <= 0) return fee;
  return Math.min(fee, Math.max(rates.maximumCharge, minimum));
}

/**
 * The delivery fee of an order. The zone surcharge (increased_delivery_fee, when its status is on)
 * is a percentage of the bounded fee, added after the cap, so it can take the fee above the
 * maximum. A surge (get-surge-price) adds its amount, or its share of the bounded fee, the same
 * way. The spec is silent on stores that deliver themselves: as in the legacy API, they use their
 * own rates and pay neither the zone surcharge nor a surge, which pay the platform's delivery men.
 * Take-away: 0.
 */
export function calculateDeliveryFee(input: DeliveryFeeInput): DeliveryFee {
  if (!hasDelivery(input.orderType)) {
    return { baseFee: 0, surcharge: 0, surgeFee: 0, fee: 0, rateSource: null };
  }
  const selfDelivery = input.selfDeliveryRates;
  const baseFee = calculateDistanceCharge(input.distanceMeters, selfDelivery ?? input.zoneRates);
  const surcharge =
    selfDelivery === null && input.zoneSurcharge.status
      ? calculatePercentOf(baseFee, input.zoneSurcharge.rate)
      : 0;
  const surgeFee =
    selfDelivery === null && input.surge ? calculateSurgeFee(baseFee, input.surge) : 0;
  return {
    baseFee,
    surcharge,
    surgeFee,
    fee: baseFee + surcharge + surgeFee,
    rateSource: selfDelivery === null ? 'zone' : 'store',
  };
}
