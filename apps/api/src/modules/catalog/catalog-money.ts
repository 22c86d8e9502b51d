import type { DiscountType } from '@marketplace/contract/items';
import type { Discount } from '@marketplace/domain/catalog/discount';
import { type MinorUnits, toMajorUnits } from '@marketplace/domain/money/minor-units';
import type { Database } from '../../db/client';
import { getBusinessSettings } from '../settings/settings.cache';

const HUNDREDTHS_PER_PERCENT = 100;

/** Minor units → the JSON edge's major units, with the marketplace's decimals (ADR 0003). */
export type Money = {
  major: (minor: MinorUnits) => number;
  /** A stored discount as the wire shows it: 12.5 for 1250 percent, major units for amount. */
  discount: (type: DiscountType, value: number) => number;
};

export function createMoney(digits: number): Money {
  return {
    major: (minor) => toMajorUnits(minor, digits),
    discount: (type, value) =>
      type === 'percent' ? value / HUNDREDTHS_PER_PERCENT : toMajorUnits(value, digits),
  };
}

export async function loadMoney(db: Database): Promise<Money> {
  const settings = await getBusinessSettings(db);
  return createMoney(settings.digit_after_decimal_point);
}

export function toDomainDiscount(type: DiscountType, value: number): Discount {
  return { type, value };
}
