import { WALLET_OFF_MESSAGE, type WalletBonus } from '@marketplace/contract/wallet';
import { pickWalletBonus } from '@marketplace/domain/account/wallet-bonus';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectRunningBonuses } from './wallet-bonuses.repository';

/** GET /customer/wallet/bonuses: the top-up bonuses running today (403 while the wallet is off). */
export async function getWalletBonuses(
  { db, caches }: AppDeps,
  now = new Date(),
): Promise<WalletBonus[]> {
  const settings = await getBusinessSettings({ db, caches });
  if (settings.customer_wallet_status !== 1) throw new AppError(403, 'wallet', WALLET_OFF_MESSAGE);
  const money = createMoneyCodec(settings.digit_after_decimal_point);
  const rows = await selectRunningBonuses(db, formatLocalDate(now, 'UTC'));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    bonus_type: row.bonusType,
    bonus_amount: row.bonusType === 'percent' ? row.bonusAmount : money.toWire(row.bonusAmount),
    minimum_add_amount: money.toWire(row.minimumAddAmount),
    maximum_bonus_amount: money.toWire(row.maximumBonusAmount),
    start_date: row.startDate,
    end_date: row.endDate,
  }));
}

/** The bonus (minor units) a top-up of `amount` earns from the bonuses running at `now`. */
export async function findTopUpBonus(tx: Database, amount: number, now: Date): Promise<number> {
  const rows = await selectRunningBonuses(tx, formatLocalDate(now, 'UTC'));
  return pickWalletBonus(rows, amount)?.amount ?? 0;
}
