import { buildDiscountBadge } from '@marketplace/domain/catalog/discount-badge';
import { getItemPriceRange, isPriceRange } from '@marketplace/domain/catalog/price-range';
import { type CurrencyFormat, formatMinorAmount } from '@marketplace/domain/money/format-amount';
import { createMoneyCodec, type WireDiscount } from '@marketplace/domain/money/money-codec';

/** The item fields every price display reads. */
export type PricedItem = WireDiscount & {
  price: number;
  variations?: ReadonlyArray<{ price: number }> | null;
};

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
  const money = createMoneyCodec(currency.digitsAfterDecimalPoint);
  const discount = money.discountFromWire(item);
  const range = getItemPriceRange(
    money.fromWire(item.price),
    (item.variations ?? []).map((variation) => ({ price: money.fromWire(variation.price) })),
    discount,
  );
  const formatMinor = (minor: number) => formatMinorAmount(minor, currency);
  const isRange = isPriceRange(range);
  const show = (low: number, high: number) =>
    isRange ? `${formatMinor(low)} - ${formatMinor(high)}` : formatMinor(low);
  const discounted = range.discountedMin !== range.min || range.discountedMax !== range.max;
  return {
    current: show(range.discountedMin, range.discountedMax),
    original: discounted ? show(range.min, range.max) : null,
    isRange,
    badge: buildDiscountBadge(discount, formatMinor),
    lowPrice: money.toWire(range.discountedMin),
    highPrice: money.toWire(range.discountedMax),
  };
}
