import { createMoneyCodec, type MoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { getBusinessSettings } from '../settings/settings.cache';

/** The domain's money codec with the marketplace's digit_after_decimal_point (ADR 0003). */
export type Money = MoneyCodec;

export async function loadMoney(deps: Pick<AppDeps, 'db' | 'caches'>): Promise<Money> {
  const settings = await getBusinessSettings(deps);
  return createMoneyCodec(settings.digit_after_decimal_point);
}
