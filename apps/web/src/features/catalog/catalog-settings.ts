import type { Config } from '@marketplace/contract/config';
import {
  type CurrencyFormat,
  DEFAULT_DIGITS_AFTER_DECIMAL_POINT,
} from '@marketplace/domain/money/format-amount';

/** What catalogue views read from the business config: money format and the veg/non-veg toggle. */
export type CatalogSettings = {
  currency: CurrencyFormat;
  /** ISO 4217 code for schema.org offers (priceCurrency). */
  currencyCode: string;
  /** Spec 01 §2: veg and non-veg marks show only when this is on (and the module is food). */
  vegToggle: boolean;
  /** The business's time zone, for instants that belong to no store (issue 17 §2). */
  timeZone: string;
};

export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  currency: {
    currencySymbol: '$',
    symbolDirection: 'left',
    digitsAfterDecimalPoint: DEFAULT_DIGITS_AFTER_DECIMAL_POINT,
  },
  currencyCode: 'USD',
  vegToggle: false,
  timeZone: 'UTC',
};

export function toCatalogSettings(config: Config | null): CatalogSettings {
  if (!config) return DEFAULT_CATALOG_SETTINGS;
  return {
    currency: {
      currencySymbol: config.currency_symbol,
      symbolDirection: config.currency_symbol_direction,
      digitsAfterDecimalPoint: config.digit_after_decimal_point,
    },
    currencyCode: config.currency_code,
    vegToggle: config.toggle_veg_non_veg,
    timeZone: config.time_zone,
  };
}
