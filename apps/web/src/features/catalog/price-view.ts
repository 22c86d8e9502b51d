import type { Discount } from '@marketplace/domain/catalog/discount';
import { buildDiscountBadge } from '@marketplace/domain/catalog/discount-badge';
import { getItemPriceRange, isPriceRange } from '@marketplace/domain/catalog/price-range';
import { type CurrencyFormat, formatAmount } from '@marketplace/domain/money/format-amount';
import { toMajorUnits, toMinorUnits } from '@marketplace/domain/money/minor-units';

/** A discount as the API sends it (ADR 0003): percent as a plain percent, amounts in major units. */
export type WireDiscount = { discount: number; discount_type: string };

/** The item fields every price display reads. */
export type PricedItem = WireDiscount & {
  price: number;
  variations?: ReadonlyArray<{ price: number }> | null;
};

/** The wire's discount converted to the domain's stored form, at the edge (ADR 0003). */
export function toDomainDiscount(wire: WireDiscount, digits: number): Discount {
  if (!Number.isFinite(wire.discount) || wire.discount <= 0) return { type: 'percent', value: 0 };
  if (wire.discount_type === 'amount') {
    return { type: 'amount', value: toMinorUnits(wire.discount, digits) };
  }
  return {
    type: wire.discount_type === 'fixed' ? 'fixed' : 'percent',
    value: Math.round(wire.discount * 100),
  };
}

export function formatMinor(minor: number, currency: CurrencyFormat): string {
  return formatAmount(toMajorUnits(minor, currency.digitsAfterDecimalPoint), currency);
}

export type PriceView = {
  /** The price to pay: one amount, or "low - high" across the variations. */
  current: string;
  /** The struck-through price before the discount; null without a discount. */
  original: string | null;
  isRange: boolean;
  /** 'N% OFF' or '<amount> OFF' (domain rule), or null. */
  badge: string | null;
  /** The lowest price to pay, in major units (schema.org offers). */
  lowPrice: number;
  highPrice: number;
};

/**
 * Spec 01 §2 price display: the price or the range across variations, with the original struck
 * through when a discount applies. The arithmetic is the domain's, on minor units.
 */
export function getPriceView(item: PricedItem, currency: CurrencyFormat): PriceView {
  const digits = currency.digitsAfterDecimalPoint;
  const discount = toDomainDiscount(item, digits);
  const range = getItemPriceRange(
    toMinorUnits(item.price, digits),
    (item.variations ?? []).map((variation) => ({ price: toMinorUnits(variation.price, digits) })),
    discount,
  );
  const isRange = isPriceRange(range);
  const show = (low: number, high: number) =>
    isRange
      ? `${formatMinor(low, currency)} - ${formatMinor(high, currency)}`
      : formatMinor(low, currency);
  const discounted = range.discountedMin !== range.min || range.discountedMax !== range.max;
  return {
    current: show(range.discountedMin, range.discountedMax),
    original: discounted ? show(range.min, range.max) : null,
    isRange,
    badge: buildDiscountBadge(discount, (minor) => formatMinor(minor, currency)),
    lowPrice: toMajorUnits(range.discountedMin, digits),
    highPrice: toMajorUnits(range.discountedMax, digits),
  };
}
