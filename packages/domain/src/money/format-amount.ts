import type { MinorUnits } from './minor-units';
import { createMoneyCodec } from './money-codec';

export type CurrencyFormat = {
  currencySymbol: string;
  symbolDirection: 'left' | 'right';
  digitsAfterDecimalPoint: number;
};

const ABBREVIATIONS = [
  { from: 1e9, suffix: 'B' },
  { from: 1e6, suffix: 'M' },
  { from: 1e5, suffix: 'K' },
] as const;

export const DEFAULT_DIGITS_AFTER_DECIMAL_POINT = 2;

/** Spec 01 §9: 1e5 and above shows with K, 1e6 with M, 1e9 with B. */
export function abbreviateAmount(amount: number, digits: number): string {
  const magnitude = Math.abs(amount);
  for (const { from, suffix } of ABBREVIATIONS) {
    if (magnitude >= from) {
      const divisor = suffix === 'K' ? 1e3 : from;
      return `${trimTrailingZeros((amount / divisor).toFixed(digits))}${suffix}`;
    }
  }
  return amount.toFixed(digits);
}

function trimTrailingZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Places the currency symbol on the configured side of the rounded (and abbreviated) amount. */
export function formatAmount(amount: number, format: CurrencyFormat): string {
  const digits = Number.isInteger(format.digitsAfterDecimalPoint)
    ? format.digitsAfterDecimalPoint
    : DEFAULT_DIGITS_AFTER_DECIMAL_POINT;
  const text = abbreviateAmount(amount, digits);
  return format.symbolDirection === 'left'
    ? `${format.currencySymbol}${text}`
    : `${text}${format.currencySymbol}`;
}

/** An amount in minor units, shown like formatAmount shows its major units. */
export function formatMinorAmount(minor: MinorUnits, format: CurrencyFormat): string {
  return formatAmount(createMoneyCodec(format.digitsAfterDecimalPoint).toWire(minor), format);
}
