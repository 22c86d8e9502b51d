import type { LoyaltyPointTransaction } from '@marketplace/contract/loyalty';
import type { PageQuery } from '@marketplace/contract/paging';
import type { WalletTransaction } from '@marketplace/contract/wallet';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { getBusinessSettings } from '../settings/settings.cache';
import { listLoyaltyTransactions, listWalletTransactions } from './wallet.repository';

/** GET /customer/wallet/transactions: the caller's own ledger, in major units. */
export async function getWalletTransactions(
  { db, caches }: AppDeps,
  userId: number,
  page: PageQuery,
) {
  const [settings, { rows, total }] = await Promise.all([
    getBusinessSettings({ db, caches }),
    listWalletTransactions(db, userId, page),
  ]);
  const money = createMoneyCodec(settings.digit_after_decimal_point);
  const data: WalletTransaction[] = rows.map((row) => ({
    id: row.id,
    transaction_type: row.kind,
    credit: row.amount > 0 ? money.toWire(row.amount) : 0,
    debit: row.amount < 0 ? money.toWire(-row.amount) : 0,
    balance: money.toWire(row.balanceAfter),
    order_id: row.orderId,
    trip_id: row.tripId,
    created_at: row.createdAt.toISOString(),
  }));
  return { total_size: total, limit: page.limit, offset: page.offset, data };
}

/** GET /customer/loyalty-point/transactions: the caller's own points ledger. */
export async function getLoyaltyTransactions(
  { db, caches }: AppDeps,
  userId: number,
  page: PageQuery,
) {
  const [settings, { rows, total }] = await Promise.all([
    getBusinessSettings({ db, caches }),
    listLoyaltyTransactions(db, userId, page),
  ]);
  const money = createMoneyCodec(settings.digit_after_decimal_point);
  const data: LoyaltyPointTransaction[] = rows.map((row) => ({
    id: row.id,
    transaction_type: row.kind,
    credit: Math.max(0, row.points),
    debit: Math.max(0, -row.points),
    balance: row.balanceAfter,
    wallet_amount: row.walletAmount === null ? null : money.toWire(row.walletAmount),
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  }));
  return { total_size: total, limit: page.limit, offset: page.offset, data };
}
