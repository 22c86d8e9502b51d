import { createMoneyCodec, type MoneyCodec } from '@marketplace/domain/money/money-codec';
import type { Database } from '../../db/client';
import { getBusinessSettings } from '../settings/settings.cache';

/** The domain's money codec with the marketplace's digit_after_decimal_point (ADR 0003). */
export type Money = MoneyCodec;

export async function loadMoney(db: Database): Promise<Money> {
  const settings = await getBusinessSettings(db);
  return createMoneyCodec(settings.digit_after_decimal_point);
}
