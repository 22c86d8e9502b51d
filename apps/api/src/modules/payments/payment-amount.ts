import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { BusinessSettings } from '../../db/business-settings';

type CurrencySettings = Pick<
  BusinessSettings,
  'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'
>;

/** The exact amount to pay (never abbreviated like catalogue prices), with the currency symbol. */
export function formatPaymentAmount(minor: number, currency: CurrencySettings | null): string {
  const digits = currency?.digit_after_decimal_point ?? 2;
  const text = createMoneyCodec(digits).toWire(minor).toFixed(digits);
  if (!currency) return text;
  return currency.currency_symbol_direction === 'left'
    ? `${currency.currency_symbol}${text}`
    : `${text}${currency.currency_symbol}`;
}
