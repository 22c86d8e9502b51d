import { applyDiscount, type Discount } from '@marketplace/domain/catalog/discount';
import { buildDiscountBadge } from '@marketplace/domain/catalog/discount-badge';
import {
  getItemPriceRange,
  isPriceRange,
  type PriceRange,
} from '@marketplace/domain/catalog/price-range';
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

/** A card's item: the range the server computed with the same domain rule (ItemCardSchema). */
export type RangePricedItem = WireDiscount & { price_range: { min: number; max: number } };

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
  return buildPriceView(range, discount, currency);
}

/**
 * The same display for a card, from the price range the list answer carries; the discount is
 * applied here (domain rule), so a card shown with another discount (a flash sale) stays right.
 */
export function getCardPriceView(item: RangePricedItem, currency: CurrencyFormat): PriceView {
  const money = createMoneyCodec(currency.digitsAfterDecimalPoint);
  const discount = money.discountFromWire(item);
  const min = money.fromWire(item.price_range.min);
  const max = money.fromWire(item.price_range.max);
  const range: PriceRange = {
    min,
    max,
    discountedMin: applyDiscount(min, 1, discount),
    discountedMax: applyDiscount(max, 1, discount),
  };
  return buildPriceView(range, discount, currency);
}

function buildPriceView(
  range: PriceRange,
  discount: Discount,
  currency: CurrencyFormat,
): PriceView {
  const money = createMoneyCodec(currency.digitsAfterDecimalPoint);
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
