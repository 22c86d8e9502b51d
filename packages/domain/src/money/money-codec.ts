import type { Discount } from '../catalog/discount';
import type { MinorUnits } from './minor-units';

/** A discount as the wire carries it (ADR 0003): `discount` 12.5 for 12.5 %, or major units. */
export type WireDiscount = { discount: number; discount_type: string };

const HUNDREDTHS_PER_PERCENT = 100;

/**
 * The one wire↔domain codec for money (ADR 0003): integer minor units inside the domain and the
 * database, decimal major units rounded to the marketplace's digit_after_decimal_point only at
 * the JSON edge. Discounts travel as a plain percent or an amount in major units.
 */
export type MoneyCodec = {
  readonly digits: number;
  /** Minor units → the wire's major units. */
  toWire: (minor: MinorUnits) => number;
  /** The wire's major units → minor units, without float drift. */
  fromWire: (major: number) => MinorUnits;
  /** A stored discount's `discount` as the wire shows it: 12.5 for 1250, major units for amount. */
  discountToWire: (discount: Discount) => number;
  /** The wire's discount in the stored form; a missing, zero or negative one is no discount. */
  discountFromWire: (wire: WireDiscount) => Discount;
};

export function createMoneyCodec(digits: number): MoneyCodec {
  const scale = 10 ** digits;
  const toWire = (minor: MinorUnits) => Number((minor / scale).toFixed(digits));
  const fromWire = (major: number) => Math.round(major * scale);
  return {
    digits,
    toWire,
    fromWire,
    discountToWire: (discount) =>
      discount.type === 'amount' ? toWire(discount.value) : discount.value / HUNDREDTHS_PER_PERCENT,
    discountFromWire: (wire) => {
      if (!Number.isFinite(wire.discount) || wire.discount <= 0)
        return { type: 'percent', value: 0 };
      if (wire.discount_type === 'amount')
        return { type: 'amount', value: fromWire(wire.discount) };
      return {
        type: wire.discount_type === 'fixed' ? 'fixed' : 'percent',
        value: Math.round(wire.discount * HUNDREDTHS_PER_PERCENT),
      };
    },
  };
}
