import { findBestCashback } from '@marketplace/domain/checkout/cashback';
import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import {
  claimCashbackCredit,
  countCashbackUses,
  selectCashbackOffers,
} from './cashback.repository';

/**
 * The cashback a delivered order earns, credited to its customer's wallet in the transaction that
 * delivers it: the best open offer for the order's total on the business's date. Under the
 * customer's row lock (so two deliveries at once cannot both pass a per-customer limit), the
 * order's one cashback_credits row is claimed; a replayed delivery finds it claimed and pays
 * nothing. Guests and a switched-off wallet earn none.
 */
export async function creditDeliveredCashback(
  tx: Database,
  order: { id: number; userId: number | null; total: number },
  settings: Pick<BusinessSettings, 'customer_wallet_status' | 'time_zone'>,
  now: Date = new Date(),
): Promise<number> {
  if (order.userId === null || settings.customer_wallet_status !== 1) return 0;
  const offers = await selectCashbackOffers(tx);
  if (offers.length === 0) return 0;
  const balanceBefore = await lockWalletBalance(tx, order.userId);
  const uses = await countCashbackUses(tx, order.userId);
  const today = formatLocalDate(now, settings.time_zone);
  const verdict = findBestCashback(offers, order.total, today, (id) => uses.get(id) ?? 0);
  if (verdict === null) return 0;
  const claimed = await claimCashbackCredit(tx, {
    orderId: order.id,
    userId: order.userId,
    offerId: verdict.offer.id,
    amount: verdict.amount,
  });
  if (!claimed) return 0;
  await moveWallet(tx, {
    userId: order.userId,
    balanceBefore,
    amount: verdict.amount,
    kind: 'cashback',
    orderId: order.id,
  });
  return verdict.amount;
}
